'use client';

import { useId, useRef, type KeyboardEvent } from 'react';
import { RichText } from '@/components/ui/RichText';
import { formatDate } from '@/lib/dates';
import type { McqItem } from '@/lib/listing/summaries';
import styles from './McqQuestion.module.css';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

type Props = { mcq: McqItem; number: number; chosen: number | undefined; onChoose: (option: number) => void };

/**
 * One practice question as a radio group. Arrow keys move between the options without
 * answering (so a keyboard user cannot answer by accident); Space or Enter, or a click,
 * chooses. The first choice is the answer: right or wrong and the explanation show at once
 * and are announced.
 */
export function McqQuestion({ mcq, number, chosen, onChoose }: Props) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const answered = chosen !== undefined;
  const right = chosen === mcq.correct;
  // Roving tab stop: the chosen option, else the first.
  const tabStop = answered ? chosen - 1 : 0;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = mcq.options.length;
    let next: number | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = (index + 1) % count;
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = (index - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next !== null) {
      event.preventDefault();
      refs.current[next]?.focus();
    }
  }

  return (
    <article className={styles.card} aria-labelledby={`${id}-q`}>
      <p className={styles.meta}>
        Question {number} · <time dateTime={mcq.date}>{formatDate(mcq.date)}</time>
      </p>
      <h2 id={`${id}-q`} className={styles.question}>
        {mcq.question}
      </h2>
      <div role="radiogroup" aria-labelledby={`${id}-q`} className={styles.options}>
        {mcq.options.map((option, i) => {
          const value = i + 1;
          const isChosen = chosen === value;
          const isCorrect = answered && value === mcq.correct;
          const state = isCorrect ? styles.correct : isChosen ? styles.wrong : answered ? styles.muted : '';
          return (
            <button
              key={value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={isChosen}
              aria-disabled={answered && !isChosen ? true : undefined}
              tabIndex={i === tabStop ? 0 : -1}
              className={`${styles.option} ${state}`}
              onClick={() => {
                if (!answered) onChoose(value);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <span className={styles.letter} aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span className={styles.text}>{option}</span>
              {isCorrect && <span className={styles.mark}>Correct answer</span>}
              {isChosen && !isCorrect && <span className={styles.mark}>Your answer</span>}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className={styles.feedbackRegion}>
        {answered && (
          <div className={`${styles.feedback} ${right ? styles.feedbackRight : styles.feedbackWrong}`}>
            <p className={styles.verdict}>
              {right ? 'Correct!' : `Incorrect. The right answer is ${LETTERS[mcq.correct - 1]}: ${mcq.options[mcq.correct - 1] ?? ''}`}
            </p>
            {mcq.explanation ? (
              <div className={styles.explanation}>
                <p className={styles.explanationTitle}>Explanation</p>
                <RichText html={mcq.explanation} />
              </div>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
}
