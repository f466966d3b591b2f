import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/page-kit/paged-lists';
import { pageHref } from '@/lib/routes';
import { ListBody } from './ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { Pagination } from './Pagination';
import { crumbsTo } from '@/lib/page-kit/crumbs';

type Props = {
  list: PagedList<unknown>;
  title: string;
  lead: string;
  /** The list's name in the breadcrumb. */
  crumb: string;
  /** What the hero shows below the lead (the daily list's counts). */
  hero?: ReactNode;
  /** Accessible names of the list's area and of its page links. */
  label: string;
  pagesLabel: string;
  /**
   * The list itself (its island, keyed by the page's address), given the page links to place:
   * a list that can be searched or filtered on the page hides them while it is, since they lead
   * to the pages of the whole list.
   */
  children: (pageLinks: ReactNode) => ReactNode;
};

/** A page of a paged list: hero with the breadcrumb (the page number after page 1), the list and its page links. */
export function PagedListLayout({ list, title, lead, crumb, hero, label, pagesLabel, children }: Props) {
  const crumbs =
    list.page > 1
      ? crumbsTo({ label: `Page ${list.page}`, href: pageHref(list.basePath, list.page) }, { label: crumb, href: list.basePath })
      : crumbsTo({ label: crumb, href: list.basePath });
  return (
    <>
      <PageHero title={title} lead={lead} crumbs={crumbs}>
        {hero}
      </PageHero>
      <ListBody label={label}>
        {children(<Pagination basePath={list.basePath} page={list.page} totalPages={list.totalPages} label={pagesLabel} />)}
      </ListBody>
    </>
  );
}
