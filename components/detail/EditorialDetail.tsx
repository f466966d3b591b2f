import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { EditorialPage } from '@/lib/pages/editorial';
import { ContentDetail } from './ContentDetail';

/** A blog, daily current-affairs article, article or exploration page (lib/pages/editorial.ts loads it). */
export function EditorialDetail({ page: { item, crumbs, jsonLd, back } }: { page: EditorialPage }) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <ContentDetail
        crumbs={crumbs}
        title={item.title}
        date={item.date}
        lead={item.lead}
        pic={item.pic}
        html={item.html}
        keywords={item.keywords}
        footer={
          <ButtonLink href={back.href} variant="outline">
            {back.label}
          </ButtonLink>
        }
      />
    </>
  );
}
