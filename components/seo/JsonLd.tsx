import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON for a `<script type="application/ld+json">`: every `<` becomes `\u003c`, so text from
 * the CMS (`</script>`, `<!--`) cannot end the script element early. Still valid JSON.
 */
export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data of a page (builders in lib/seo/structured-data.ts). Server component. */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
