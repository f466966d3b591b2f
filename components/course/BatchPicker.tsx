import { Tabs } from '@/components/ui/Tabs.client';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { batchesOfBranch, type BatchView } from '@/lib/course-view';
import { PAGES } from '@/lib/routes';
import styles from './BatchPicker.module.css';

type Props = { batches: readonly BatchView[]; branches: readonly { id: number; name: string }[] };

function BatchList({ batches, branchName }: { batches: readonly BatchView[]; branchName: string }) {
  if (batches.length === 0) {
    return <p className={styles.empty}>No batches are scheduled at {branchName} yet. Ask us about the next one.</p>;
  }
  return (
    <ul className={styles.list}>
      {batches.map((b) => (
        <li key={b.id} className={styles.batch} data-branchid={b.branchid}>
          <h3 className={styles.name}>{b.name}</h3>
          <dl className={styles.facts}>
            {b.start && (
              <div>
                <dt>Starts</dt>
                <dd>{b.start}</dd>
              </div>
            )}
            {b.timing && (
              <div>
                <dt>Timing</dt>
                <dd>{b.timing}</dd>
              </div>
            )}
            {b.mode && (
              <div>
                <dt>Mode</dt>
                <dd>{b.mode}</dd>
              </div>
            )}
            {b.packageName && (
              <div>
                <dt>Programme</dt>
                <dd>
                  {b.packageName}
                  {/* The dot stays with the programme's name: a wrapped fee starts its line with the amount. */}
                  {b.fee && (
                    <span className={styles.fee}>
                      {'\u00a0· '}
                      {b.fee}
                    </span>
                  )}
                </dd>
              </div>
            )}
          </dl>
          <ButtonLink href={PAGES.registration} variant="outline">
            Enroll Now
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** 'Pick A Batch To Get Started': a branch selector over the course's batches (all of them in the server HTML). */
export function BatchPicker({ batches, branches }: Props) {
  if (batches.length === 0) {
    return (
      <p className={styles.empty}>
        No batches are scheduled for this course yet. Use BUY NOW and we will call you when the next batch opens.
      </p>
    );
  }
  return (
    <Tabs
      label="Batches by branch"
      variant="pills"
      tabs={branches.map((branch) => ({
        id: String(branch.id),
        label: branch.name,
        panel: <BatchList batches={batchesOfBranch(batches, branch.id)} branchName={branch.id === 0 ? 'any branch' : branch.name} />,
      }))}
    />
  );
}
