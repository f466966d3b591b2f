import { renderToStaticMarkup } from 'react-dom/server';
import type { Thing, WithContext } from 'schema-dts';
import { JsonLd, jsonLdText } from '@/components/seo/JsonLd';

const hostile: WithContext<Thing> = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: '</script><script>alert(1)</script> <!-- x', acceptedAnswer: { '@type': 'Answer', text: 'a & b' } },
  ],
};

describe('JsonLd', () => {
  it('escapes every < so CMS text cannot close the script element', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one application/ld+json script whose content parses back to the data', () => {
    const html = renderToStaticMarkup(<JsonLd data={[hostile, hostile]} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual([hostile, hostile]);
  });
});
