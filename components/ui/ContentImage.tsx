import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { imageProps } from '@/lib/images';
import { initials } from '@/lib/text';
import styles from './ContentImage.module.css';

type Props = {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** The person pictured: where the picture is missing, their initials are shown instead. */
  person?: string;
};

/**
 * A picture from the API with fixed dimensions (no layout shift). Where the institute left it
 * out, the same box shows a person's initials or the institute's lamp, so a card never looks
 * broken. A plain <img> with next/image's optimised sources: the Image component itself is a
 * client component, and its script is a third of an article page's own JavaScript.
 */
export function ContentImage({ src, alt, width, height, sizes, priority, className, person }: Props) {
  if (!src) {
    const letters = person ? initials(person) : '';
    return (
      <span
        className={`${styles.missing} ${className ?? ''}`}
        aria-hidden="true"
        // Inline, so the caller's class (display: block, height: auto) cannot undo the box.
        style={{ display: 'grid', aspectRatio: `${width} / ${height}` }}
      >
        {letters ? (
          <span className={styles.initials}>{letters}</span>
        ) : (
          <svg className={styles.lamp} viewBox="0 0 100 100" width="40" height="40">
            <path d="M50 6c9 12 10 21 0 30-10-9-9-18 0-30z" />
            <path d="M14 48h72c-3 18-17 28-36 28S17 66 14 48z" />
            <rect x="28" y="84" width="44" height="8" rx="4" />
          </svg>
        )}
      </span>
    );
  }
  const { props } = getImageProps({
    ...imageProps(src),
    alt,
    width,
    height,
    sizes,
    className,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // A priority picture is the page's largest paint: decoded with the frame that first shows it,
  // not in a later one (next/image makes every picture `decoding="async"`).
  // eslint-disable-next-line @next/next/no-img-element -- the optimised <img> of getImageProps, see above
  return <img {...props} alt={alt} decoding={priority ? 'sync' : props.decoding} />;
}
