import styles from './Honeypot.module.css';

/** A field people never see and bots fill in; the server refuses a form that has it. */
export function Honeypot({ form }: { form: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" data-honeypot={form} defaultValue="" />
      </label>
    </div>
  );
}
