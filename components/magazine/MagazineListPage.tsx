import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/listing/PageHero';
import { formatDate } from '@/lib/dates';
import type { Magazine } from '@/lib/content/schemas/media';
import { PAGES } from '@/lib/routes';
import { CoverCard } from './CoverCard';
import grid from '@/components/listing/CardGrid.module.css';

type Props = { title: string; lead: string; crumb: string; issues: Magazine[] };

/**
 * `/magazine`, `/weekly-magazine`, `/appsc-magazine`: a grid of issues, each with its cover,
 * headline and a VIEW DETAILS link that opens the file in a new tab.
 */
export function MagazineListPage({ title, lead, crumb, issues }: Props) {
  return (
    <>
      <PageHero title={title} lead={lead} crumbs={[{ label: 'Home', href: PAGES.home }, { label: crumb }]} />
      <ListBody label={title}>
        {issues.length === 0 ? (
          <ListMessage title="No issues yet." />
        ) : (
          <ul className={grid.four}>
            {issues.map((m) => (
              <li key={m.ID} className={grid.item}>
                <CoverCard
                  cover={m.coverpic}
                  title={m.headline}
                  meta={m.date ? <time dateTime={m.date}>{formatDate(m.date)}</time> : undefined}
                  action={m.fileurl ? { href: m.fileurl, label: 'VIEW DETAILS', describedTitle: m.headline } : undefined}
                  noAction="File coming soon"
                />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
