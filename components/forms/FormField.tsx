import type { InputHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import styles from './FormField.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  multiline?: boolean;
};

/** The one form field of the site: label, input, and its error announced to assistive technology. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function FormField(
  { label, error, multiline, className, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    ref,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...input,
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
