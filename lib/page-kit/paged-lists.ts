import type { Metadata } from 'next';
import type { Paged } from '../content/client';
import { loadEntries, loadMcqs } from '../listing/load-page';
import { assertPageExists, listMetadata, pageFromParams } from '../listing/list-page';
import { pageCount } from '../listing/params';
import { PAGES } from '../routes';

/*
 * The four paged lists (/blogs, /upsc-daily-current-affair, /articles, /mcq, each with its
 * /…/page/{n}): where each lives, its SEO terms' key and its own title and description (used
 * when the CMS's terms have none), and how a page of it loads. Both routes of a list load
 * through here and hand the page to the list's component (components/listing/PagedListLayout.tsx).
 */
const PAGED_LISTS = {
  blogs: {
    basePath: PAGES.blogs,
    seoKey: 'blogs',
    meta: {
      title: 'UPSC Blog: Strategy, Toppers’ Tips and Booklists',
      description:
        'Preparation strategy for the UPSC Civil Services Examination from our faculty and toppers: plans, booklists and answer-writing tips.',
    },
    load: (page: number) => loadEntries('blogs', { page }),
  },
  daily: {
    basePath: PAGES.daily,
    seoKey: 'upsc-daily-current-affair',
    meta: {
      title: 'UPSC Daily Current Affairs',
      description:
        'Daily current affairs for the UPSC Civil Services Examination: the news explained with background, Prelims pointers and the Mains angle.',
    },
    load: (page: number) => loadEntries('daily', { page }),
  },
  articles: {
    basePath: PAGES.articles,
    seoKey: 'articles',
    meta: {
      title: 'UPSC Mains Questions with Model Answers',
      description: 'Mains-style questions across the GS papers with structured model answers written by our faculty.',
    },
    load: (page: number) => loadEntries('articles', { page }),
  },
  mcq: {
    basePath: PAGES.mcq,
    seoKey: 'mcq',
    meta: {
      title: 'Daily UPSC MCQs with Explanations',
      description: 'Practise UPSC Prelims-style multiple-choice questions with an explanation for every answer.',
    },
    load: (page: number) => loadMcqs(page),
  },
};

export type PagedListName = keyof typeof PAGED_LISTS;
type ItemOf<N extends PagedListName> = Awaited<ReturnType<(typeof PAGED_LISTS)[N]['load']>>['items'][number];

/** One page of a paged list, as its component renders it. */
export type PagedList<T> = { basePath: string; page: number; totalPages: number; data: Paged<T> };

/** Page `page` of the list; a page past its end is a 404. */
export async function loadPagedList<N extends PagedListName>(name: N, page: number): Promise<PagedList<ItemOf<N>>> {
  const { basePath, load } = PAGED_LISTS[name];
  const data = (await load(page)) as Paged<ItemOf<N>>;
  assertPageExists(page, data.total, data.pageSize);
  return { basePath, page, totalPages: pageCount(data.total, data.pageSize), data };
}

/** The page number of the list's `/…/page/[page]` route; a malformed number is a 404, page 1 redirects to the list. */
export function pagedListNumber(name: PagedListName, params: Promise<{ page: string }>): Promise<number> {
  return pageFromParams(params, PAGED_LISTS[name].basePath);
}

export function pagedListMetadata(name: PagedListName, page: number): Promise<Metadata> {
  const { seoKey, basePath, meta } = PAGED_LISTS[name];
  return listMetadata(seoKey, basePath, page, meta);
}
