import type { Metadata } from 'next';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';

/** The thank-you pages: the CMS's 'thankyou' terms; never indexed (they follow a form). */
export async function thanksMetadata(path: string): Promise<Metadata> {
  const metadata = await seoTermsMetadata('thankyou', path, {
    title: 'Thank You',
    description: 'Your request has been submitted. Our counsellors will call you shortly.',
  });
  return { ...metadata, robots: { index: false, follow: true } };
}
