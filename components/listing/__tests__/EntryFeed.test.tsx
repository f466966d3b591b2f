/** @jest-environment jsdom */
import { act, fireEvent, render as renderWithCache, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { EntrySummary } from '@/lib/listing/summaries';
import { EntryFeed } from '@/components/listing/EntryFeed.client';

const entry = (id: number): EntrySummary => ({
  id,
  href: `/blog/b-${id}`,
  title: `Blog ${id}`,
  date: '2026-11-01',
  readingMinutes: 2,
  excerpt: `About ${id}`,
});
const page = (n: number, total = 25) => ({
  items: Array.from({ length: n === 3 ? 5 : 10 }, (_, i) => entry((n - 1) * 10 + i + 1)),
  total,
  page: n,
  pageSize: 10,
});

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

// Each render gets its own SWR cache, as each page load does: no answer leaks from one test into another.
const FreshCache = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
const render = (ui: ReactElement) => renderWithCache(ui, { wrapper: FreshCache });

const fetchMock = jest.fn<Promise<Response>, [string]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/blogs');
});

/** The visitor sets the filter's From date and applies it (To stays today). */
function filterFrom(date: string) {
  const filter = screen.getByRole('form', { name: 'Filter blogs by date' });
  fireEvent.change(within(filter).getByLabelText('From'), { target: { value: date } });
  fireEvent.click(within(filter).getByRole('button', { name: 'Apply filter' }));
}

/** The browser's Back, done once the page has heard it. */
const goBack = () =>
  act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await moved;
  });

function renderFeed() {
  return render(
    <EntryFeed kind="blogs" basePath="/blogs" initial={page(1)} noun="blogs" filterToday="2026-11-21" searchLabel="Search blogs" />,
  );
}

describe('EntryFeed', () => {
  it('renders the server page and a More link to the next page address', () => {
    renderFeed();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'More blogs' })).toHaveAttribute('href', '/blogs/page/2');
  });

  it('appends the next page on More, moves focus to it, and hides More at the end', async () => {
    fetchMock.mockImplementation((url) => answer(url.includes('page=2') ? page(2) : page(3)));
    renderFeed();
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/lists/blogs?page=2');
    expect(document.activeElement).toHaveTextContent('Blog 11');
    expect(screen.getByRole('status')).toHaveTextContent('Loaded 10 more blogs.');
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('link', { name: 'More blogs' })).not.toBeInTheDocument();
  });

  it('keeps the pages More added in the history entry, and shows them again on Back from the answers in memory', async () => {
    fetchMock.mockImplementation(() => answer(page(2)));
    const first = renderFeed();
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(window.history.state).toMatchObject({ listPage: 2 });
    first.unmount();

    // Back to the entry: the answer is still in memory, so no request and no waiting.
    fetchMock.mockReset();
    const memory = new Map([['/api/lists/blogs?page=2', { data: page(2) }]]);
    renderWithCache(
      <SWRConfig value={{ provider: () => memory }}>
        <EntryFeed kind="blogs" basePath="/blogs" initial={page(1)} noun="blogs" />
      </SWRConfig>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'More blogs' })).toHaveAttribute('href', '/blogs/page/3');
    expect(document.activeElement).toBe(document.body);
  });

  it('after a reload, asks again for the pages kept in the history entry; a new visit starts at the first page', async () => {
    window.history.replaceState({ listPage: 3 }, '');
    fetchMock.mockImplementation((url) => answer(url.includes('page=2') ? page(2) : page(3)));
    const kept = renderFeed();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/lists/blogs?page=2', '/api/lists/blogs?page=3']);
    expect(document.activeElement).toBe(document.body);
    kept.unmount();

    window.history.pushState(null, '', '/blogs');
    renderFeed();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(window.history.state).toBeNull();
  });

  it('while the kept pages come back after a reload, More waits for them instead of asking for one twice', async () => {
    window.history.replaceState({ listPage: 3 }, '');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('page=2')) await held;
      return answer(url.includes('page=2') ? page(2) : url.includes('page=3') ? page(3) : page(4, 35));
    });
    renderFeed();
    const more = screen.getByRole('link', { name: 'Loading…' });
    fireEvent.click(more);
    release();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/lists/blogs?page=2', '/api/lists/blogs?page=3']);
    expect(window.history.state).toMatchObject({ listPage: 3 });
  });

  it('shows the error text when More fails and keeps the list', async () => {
    fetchMock.mockImplementation(() => answer({ error: 'Failed to load blogs' }, 502));
    renderFeed();
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blogs');
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('filters by date, keeps the range in the address, and resets', async () => {
    fetchMock.mockImplementation(() => answer({ items: [entry(3)], total: 1, page: 1, pageSize: 10 }));
    renderFeed();
    filterFrom('2025-01-01');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/lists/blogs?page=1&from=2025-01-01&to=2026-11-21');
    expect(window.location.search).toBe('?from=2025-01-01&to=2026-11-21');
    expect(screen.getByText('1 blog in the chosen dates.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(window.location.search).toBe('');
  });

  it('gives each filter and search a history entry: Back shows the list of the entry reached', async () => {
    fetchMock.mockImplementation((url) =>
      answer(
        url.includes('q=')
          ? { items: [entry(7)], total: 1, page: 1, pageSize: 10 }
          : { items: [entry(3), entry(4)], total: 2, page: 1, pageSize: 10 },
      ),
    );
    renderFeed();
    const before = window.history.length;
    filterFrom('2025-01-01');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blogs' }), { target: { value: 'monsoon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(window.history.length).toBe(before + 2);
    expect(window.location.search).toBe('?q=monsoon');

    await goBack();
    expect(window.location.search).toBe('?from=2025-01-01&to=2026-11-21');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('2 blogs in the chosen dates.')).toBeInTheDocument();
    await goBack();
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'More blogs' })).toHaveAttribute('href', '/blogs/page/2');
  });

  it('Back from a filter shows the pages More had added before it', async () => {
    fetchMock.mockImplementation((url) => answer(url.includes('from=') ? { items: [entry(3)], total: 1, page: 1, pageSize: 10 } : page(2)));
    renderFeed();
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    filterFrom('2025-01-01');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await goBack();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(window.history.state).toMatchObject({ listPage: 2 });
  });

  it('a campaign parameter is no filter: Back from a filter adds no entry, and an in-page link refilters nothing', async () => {
    window.history.replaceState(null, '', '/blogs?fbclid=x');
    fetchMock.mockImplementation(() => answer({ items: [entry(3)], total: 1, page: 1, pageSize: 10 }));
    renderFeed();
    filterFrom('2025-01-01');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const entries = window.history.length;
    // The skip link: a popstate with the list's query unchanged.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await goBack();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(window.location.search).toBe('?fbclid=x');
    expect(window.history.length).toBe(entries);
  });

  it('searches and says when nothing matches', async () => {
    fetchMock.mockImplementation(() => answer({ items: [], total: 0, page: 1, pageSize: 0 }));
    renderFeed();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blogs' }), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No blogs match your search.')).toBeInTheDocument();
    // Said once: no 'No blogs found for “zzz”.' above it.
    expect(screen.queryByText(/found for/, { selector: 'p:not([role="status"])' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/lists/blogs?q=zzz');
    expect(screen.queryByRole('link', { name: 'More blogs' })).not.toBeInTheDocument();
  });

  it('hides the page links once More has added the next page', async () => {
    fetchMock.mockImplementation(() => answer(page(2)));
    render(<EntryFeed kind="blogs" basePath="/blogs" initial={page(1)} noun="blogs" pageLinks={<nav aria-label="Pages of blogs" />} />);
    expect(screen.getByRole('navigation', { name: 'Pages of blogs' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'More blogs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByRole('navigation', { name: 'Pages of blogs' })).not.toBeInTheDocument();
  });

  it('hides the links to the pages of the whole list while it is searched or filtered', async () => {
    fetchMock.mockImplementation(() => answer({ items: [], total: 0, page: 1, pageSize: 0 }));
    render(
      <EntryFeed
        kind="blogs"
        basePath="/blogs"
        initial={page(1)}
        noun="blogs"
        filterToday="2026-11-21"
        searchLabel="Search blogs"
        pageLinks={<nav aria-label="Pages of blogs" />}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages of blogs' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blogs' }), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No blogs match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of blogs' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('navigation', { name: 'Pages of blogs' })).toBeInTheDocument();

    filterFrom('2025-01-01');
    expect(await screen.findByText('No blogs in the chosen dates.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of blogs' })).not.toBeInTheDocument();
  });

  it('restores a search from the address, and refuses an unusable one', async () => {
    fetchMock.mockImplementation(() => answer({ items: [entry(4)], total: 1, page: 1, pageSize: 1 }));
    window.history.replaceState(null, '', '/blogs?q=monsoon');
    const first = renderFeed();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    first.unmount();

    window.history.replaceState(null, '', `/blogs?q=${'x'.repeat(10_000)}`);
    await act(async () => {
      renderFeed();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search terms can be at most 100 characters long.');
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('x'.repeat(100));
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('applies dates from the address and explains wrong ones in the filter', async () => {
    fetchMock.mockImplementation(() => answer({ items: [entry(5)], total: 1, page: 1, pageSize: 10 }));
    window.history.replaceState(null, '', '/blogs?from=2025-01-01&to=2025-02-01');
    const first = renderFeed();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/lists/blogs?page=1&from=2025-01-01&to=2025-02-01');
    first.unmount();

    fetchMock.mockClear();
    window.history.replaceState(null, '', '/blogs?from=2025-02-30&to=2025-03-01');
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a real start date (YYYY-MM-DD).');
    expect(alert.closest('form')).toHaveAccessibleName('Filter blogs by date');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('says so when the list is empty', () => {
    render(<EntryFeed kind="daily" basePath="/x" initial={{ items: [], total: 0, page: 1, pageSize: 10 }} noun="articles" />);
    expect(screen.getByText('No articles yet.').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /More/ })).not.toBeInTheDocument();
  });
});
