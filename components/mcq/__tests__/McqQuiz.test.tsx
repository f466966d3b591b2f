/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { McqItem } from '@/lib/listing/summaries';
import { McqQuiz } from '@/components/mcq/McqQuiz.client';

const mcq = (id: number, correct: number): McqItem => ({
  id,
  question: `Question ${id}?`,
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  correct,
  explanation: `<p>Because ${id}.</p>`,
  date: '2026-11-01',
});

function renderQuiz() {
  render(<McqQuiz basePath="/mcq" initial={{ items: [mcq(1, 3), mcq(2, 1)], total: 2, page: 1, pageSize: 10 }} />);
  const groups = screen.getAllByRole('radiogroup');
  return { first: groups[0]!, second: groups[1]! };
}

describe('McqQuiz', () => {
  it('offers each question as a radio group of four options', () => {
    const { first } = renderQuiz();
    expect(first).toHaveAccessibleName('Question 1?');
    expect(within(first).getAllByRole('radio')).toHaveLength(4);
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.getByText('Choose an option to answer a question.')).toBeInTheDocument();
  });

  it('says right at once, with the explanation, and counts it', () => {
    const { first } = renderQuiz();
    fireEvent.click(within(first).getByRole('radio', { name: /Gamma/ }));
    expect(within(first).getByRole('radio', { name: /Gamma/ })).toHaveAttribute('aria-checked', 'true');
    const article = first.closest('article')!;
    expect(within(article).getByText('Correct!')).toBeInTheDocument();
    expect(within(article).getByText('Because 1.')).toBeInTheDocument();
    expect(screen.getByText('1 correct of 1 answered · 1 to go')).toBeInTheDocument();
  });

  it('says wrong at once, names the right answer, and keeps the first choice', () => {
    const { second } = renderQuiz();
    fireEvent.click(within(second).getByRole('radio', { name: /Delta/ }));
    const article = second.closest('article')!;
    expect(within(article).getByText('Incorrect. The right answer is A: Alpha')).toBeInTheDocument();
    fireEvent.click(within(second).getByRole('radio', { name: /Alpha/ }));
    expect(within(second).getByRole('radio', { name: /Delta/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('0 correct of 1 answered · 1 to go')).toBeInTheDocument();
  });

  it('works by keyboard: arrows move without answering, Enter or Space chooses', () => {
    const { first } = renderQuiz();
    const radios = within(first).getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    radios[0]!.focus();
    fireEvent.keyDown(radios[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radios[1]);
    fireEvent.keyDown(radios[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(radios[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(radios[3]);
    expect(screen.queryByText(/Correct!|Incorrect/)).not.toBeInTheDocument();
    // A button's Enter/Space is a click in browsers; jsdom needs the click itself.
    fireEvent.click(radios[3]!);
    expect(within(first.closest('article')!).getByText(/Incorrect/)).toBeInTheDocument();
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('starts again', () => {
    const { first } = renderQuiz();
    fireEvent.click(within(first).getByRole('radio', { name: /Gamma/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Choose an option to answer a question.')).toBeInTheDocument();
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
  });
});
