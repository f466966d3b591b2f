import styles from './PartFailure.module.css';

/** A part of the shell whose data could not load says so with the catalogue's text; the rest of the page works on. */
export function PartFailure({ message, className }: { message: string; className?: string }) {
  return <span className={`${styles.failure} ${className ?? ''}`}>{message}</span>;
}
