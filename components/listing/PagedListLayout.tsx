import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/page-kit/paged-lists';
import { ListBody } from './ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { Pagination } from './Pagination';
import type { KitPage } from '@/lib/page-kit/kit';

type Props = {
  page: KitPage<PagedList<unknown>>;
  title: string;
  lead: string;
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
export function PagedListLayout({ page: { crumbs, view: list }, title, lead, hero, label, pagesLabel, children }: Props) {
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
