/** @jest-environment jsdom */
import { render as renderWithCache, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SearchResults } from '@/components/header/SearchResults.client';

const FreshCache = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
const render = (ui: ReactElement) => renderWithCache(ui, { wrapper: FreshCache });

function answerWith(body: unknown) {
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response));
}

const popup = (query: string) => (
  <SearchResults query={query} listboxId="list" active={-1} onCount={() => undefined} onPick={() => undefined} />
);

describe('SearchResults', () => {
  it('asks for more letters while the last word is too short to match as the start of longer ones', async () => {
    answerWith({ results: [], total: 0, capped: false });
    render(popup('pol'));
    expect(
      await screen.findByText('Nothing matches “pol” yet. Keep typing: from 4 letters on, a word also finds longer ones.'),
    ).toBeInTheDocument();
  });

  it('reads the last word as the engine does: punctuation after it is not a letter', async () => {
    answerWith({ results: [], total: 0, capped: false });
    render(popup('pol,'));
    expect(
      await screen.findByText('Nothing matches “pol,” yet. Keep typing: from 4 letters on, a word also finds longer ones.'),
    ).toBeInTheDocument();
  });

  it('says plainly that nothing matches a whole word', async () => {
    answerWith({ results: [], total: 0, capped: false });
    render(popup('zzzzqq'));
    expect(await screen.findByText('Nothing matches “zzzzqq”.')).toBeInTheDocument();
  });

  it('speaks of one result in the singular', async () => {
    answerWith({ results: [{ kind: 'courses', title: 'CSAT Complete Course', href: '/course-details/csat' }], total: 1, capped: false });
    render(popup('csat'));
    expect(await screen.findByRole('link', { name: 'See it on the results page' })).toHaveAttribute('href', '/search?q=csat');
    expect(screen.getByText('1 result; use the arrow keys to choose one.')).toBeInTheDocument();
  });
});
