import type { Paged } from '@/lib/content/client';
import { loadEntries, loadMcqs } from '@/lib/listing/load-page';
import { assertPageExists, listMetadata, pageFromParams } from '@/lib/listing/list-page';
import { pageCount } from '@/lib/listing/params';
import { pageHref } from '@/lib/routes';
import { KINDS } from '@/lib/content-types/kinds';
import { crumbsTo } from './crumbs';
import type { KitPage, PageLoader, RouteProps } from './kit';

/*
 * The four paged lists (/blogs, /upsc-daily-current-affair, /articles, /mcq, each with its
 * /…/page/{n}): its SEO terms' key, the breadcrumb's name, its own title and description (used
 * when the CMS's terms have none), and how a page of it loads. Both routes of a list load
 * through here and hand the page to the list's component (components/listing/PagedListLayout.tsx).
 */
const PAGED_LISTS = {
  blogs: {
    seoKey: 'blogs',
    crumb: 'Blogs',
    meta: {
      title: 'UPSC Blog: Strategy, Toppers’ Tips and Booklists',
      description:
        'Preparation strategy for the UPSC Civil Services Examination from our faculty and toppers: plans, booklists and answer-writing tips.',
    },
    load: (page: number) => loadEntries('blogs', { page }),
  },
  daily: {
    seoKey: 'upsc-daily-current-affair',
    crumb: 'Daily Current Affairs',
    meta: {
      title: 'UPSC Daily Current Affairs',
      description:
        'Daily current affairs for the UPSC Civil Services Examination: the news explained with background, Prelims pointers and the Mains angle.',
    },
    load: (page: number) => loadEntries('daily', { page }),
  },
  articles: {
    seoKey: 'articles',
    crumb: 'Articles',
    meta: {
      title: 'UPSC Mains Questions with Model Answers',
      description: 'Mains-style questions across the GS papers with structured model answers written by our faculty.',
    },
    load: (page: number) => loadEntries('articles', { page }),
  },
  mcqs: {
    seoKey: 'mcq',
    crumb: 'MCQ',
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

/** A list's loader: its first page without props (`/blogs`), a later one from its `/…/page/[page]` route. */
export type PagedListLoader<T> = {
  metadata(props?: RouteProps<'page'>): ReturnType<PageLoader<'page', PagedList<T>>['metadata']>;
  page(props?: RouteProps<'page'>): Promise<KitPage<PagedList<T>>>;
};

export function pagedListLoader<N extends PagedListName>(name: N): PagedListLoader<ItemOf<N>> {
  const { seoKey, crumb, meta, load } = PAGED_LISTS[name];
  const basePath = KINDS[name].list.path;
  // A malformed number is a 404, page 1's own number redirects to the list.
  const number = (props?: RouteProps<'page'>) => (props ? pageFromParams(props.params, basePath) : Promise.resolve(1));
  return {
    async metadata(props) {
      return listMetadata(seoKey, basePath, await number(props), meta);
    },
    /** A page past the list's end is a 404. */
    async page(props) {
      const page = await number(props);
      const data = (await load(page)) as Paged<ItemOf<N>>;
      assertPageExists(page, data.total, data.pageSize);
      const list = crumbsTo({ label: crumb, href: basePath });
      const crumbs =
        page > 1 ? crumbsTo({ label: `Page ${page}`, href: pageHref(basePath, page) }, { label: crumb, href: basePath }) : list;
      return { crumbs, jsonLd: [], view: { basePath, page, totalPages: pageCount(data.total, data.pageSize), data } };
    },
  };
}
