import styles from './MenuIcon.module.css';

/**
 * A menu item's icon from the API, beside its title: decorative (`alt=""`, the title names the
 * item) and of a fixed box (18px; the menu may set 16px), so the menu does not shift while it loads.
 */
export function MenuIcon({ src }: { src: string | undefined }) {
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- an 18px icon: the image optimiser would cost more than it saves
  return <img src={src} alt="" width={18} height={18} className={styles.icon} loading="lazy" decoding="async" />;
}
