import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { SearchPage } from '@/components/search/SearchPage';
import { loadSearchPage } from '@/lib/page-kit/search';
import { PAGES } from '@/lib/routes';
import { searchedInWords } from '@/lib/search/kinds';
import { parseSearchParams } from '@/lib/search/params';

/*
 * The site search: rendered on the server for each address (it reads the query string), never
 * cached, so it works without scripts and a search can be shared. Not worth indexing, but its
 * links are (noindex, follow).
 */
export const metadata: Metadata = {
  title: 'Search',
  description: `Search ${searchedInWords()}, in English and Hindi.`,
  alternates: { canonical: PAGES.search },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Search({ searchParams }: Props) {
  const raw = await searchParams;
  const data = await loadSearchPage(parseSearchParams(raw), raw.q !== undefined, await headers());
  return <SearchPage {...data} />;
}
