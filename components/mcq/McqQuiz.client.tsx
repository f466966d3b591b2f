'use client';

import { useState } from 'react';
import { ListMessage } from '@/components/listing/ListMessage';
import { LoadMore } from '@/components/listing/LoadMore.client';
import { useInteractive } from '@/components/listing/useInteractive.client';
import { usePagedFeed } from '@/components/listing/usePagedFeed.client';
import type { Paged } from '@/lib/content/client';
import { pageHref } from '@/lib/routes';
import type { McqItem } from '@/lib/listing/summaries';
import { McqQuestion } from './McqQuestion.client';
import styles from './McqQuiz.module.css';

type Props = { basePath: string; initial: Paged<McqItem> };

/** The practice quiz: questions of the page, 'More' appends the next page; a running score. */
export function McqQuiz({ basePath, initial }: Props) {
  const feed = usePagedFeed('mcqs', initial, 'questions');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const rootRef = useInteractive<HTMLDivElement>();
  const answered = feed.items.filter((m) => answers[m.id] !== undefined);
  const correct = answered.filter((m) => answers[m.id] === m.correct).length;
  const firstNumber = (initial.page - 1) * initial.pageSize + 1;

  if (feed.items.length === 0) return <ListMessage title="No questions yet." />;

  return (
    <div className={styles.quiz} ref={rootRef}>
      <div className={styles.score} role="status" aria-live="off">
        <span className={styles.scoreLabel}>Your score</span>
        <strong className={styles.scoreValue}>
          {correct} / {answered.length}
        </strong>
        <span className={styles.scoreNote}>
          {answered.length === 0
            ? 'Choose an option to answer a question.'
            : `${correct} correct of ${answered.length} answered · ${feed.items.length - answered.length} to go`}
        </span>
        {answered.length > 0 && (
          <button type="button" className={styles.restart} onClick={() => setAnswers({})}>
            Start again
          </button>
        )}
      </div>
      <ol className={styles.list} start={firstNumber}>
        {feed.items.map((mcq, i) => (
          <li key={mcq.id}>
            <McqQuestion
              mcq={mcq}
              number={firstNumber + i}
              chosen={answers[mcq.id]}
              onChoose={(option) => setAnswers((a) => ({ ...a, [mcq.id]: option }))}
            />
          </li>
        ))}
      </ol>
      {feed.status.error && <ListMessage tone="error" title={feed.status.error} />}
      {feed.hasMore && (
        <LoadMore
          href={pageHref(basePath, feed.page + 1)}
          loading={feed.status.loading === 'more'}
          onMore={() => void feed.more()}
          label="More questions"
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {feed.status.announcement}
      </p>
    </div>
  );
}
