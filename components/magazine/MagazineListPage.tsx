import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { formatDate } from '@/lib/dates';
import type { Magazine } from '@/lib/content/schemas/media';
import { crumbsTo } from '@/lib/page-kit/crumbs';
import { CoverCard } from './CoverCard';

type Props = { title: string; lead: string; crumb: { label: string; href: string }; issues: Magazine[] };

/**
 * `/magazine`, `/weekly-magazine`, `/appsc-magazine`: a grid of issues, each with its cover,
 * headline and a VIEW DETAILS link that opens the file in a new tab.
 */
export function MagazineListPage({ title, lead, crumb, issues }: Props) {
  return (
    <>
      <PageHero title={title} lead={lead} crumbs={crumbsTo(crumb)} />
      <ListBody label={title}>
        <CardGrid items={issues} empty="No issues yet." itemKey={(m) => m.ID} four>
          {(m) => (
            <CoverCard
              cover={m.coverpic}
              title={m.headline}
              meta={m.date ? <time dateTime={m.date}>{formatDate(m.date)}</time> : undefined}
              action={m.fileurl ? { href: m.fileurl, label: 'VIEW DETAILS', describedTitle: m.headline } : undefined}
              noAction="File coming soon"
            />
          )}
        </CardGrid>
      </ListBody>
    </>
  );
}
