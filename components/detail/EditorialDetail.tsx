import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { EditorialView } from '@/lib/page-kit/editorial';
import type { KitPage } from '@/lib/page-kit/kit';
import { ContentDetail } from './ContentDetail';

/** An editorial item's page (lib/page-kit/editorial.ts loads it). */
export function EditorialDetail({ page: { crumbs, jsonLd, view } }: { page: KitPage<EditorialView> }) {
  const { text, back } = view;
  return (
    <>
      <JsonLd data={jsonLd} />
      <ContentDetail
        crumbs={crumbs}
        title={text.title}
        date={text.date}
        lead={text.lead}
        pic={text.pic}
        html={text.html}
        keywords={text.keywords}
        footer={
          <ButtonLink href={back.href} variant="outline">
            {back.label}
          </ButtonLink>
        }
      />
    </>
  );
}
