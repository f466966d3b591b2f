import type { ContentClient } from '@/lib/content/client';
import { headlineSchema, footerLinkSchema, navItemSchema, seoTermsSchema, siteDetailsSchema } from '@/lib/content/schemas/site';
import { revalidate, tags } from '@/lib/content/tags';
import { contractPath } from '@/lib/content/transport';

const site = { revalidate: revalidate.site };

export const siteApi = (c: ContentClient) => ({
  getSiteDetails: () => c.first('/webdetails', siteDetailsSchema, { ...site, tags: [tags.siteDetails] }),
  getHeadlines: () => c.list('/newsheadline', headlineSchema, { revalidate: revalidate.news, tags: [tags.headlines] }),
  getNavItems: () => c.list('/topnavbar', navItemSchema, { ...site, tags: [tags.nav] }),
  getLeftFooterLinks: () => c.list('/leftfooterbar', footerLinkSchema, { ...site, tags: [tags.footerLinks] }),
  getRightFooterLinks: () => c.list('/rightfooterbar', footerLinkSchema, { ...site, tags: [tags.footerLinks] }),
  getSeoTerms: (key: string) => c.detail(contractPath('seoterms', key), seoTermsSchema, { ...site, tags: [tags.seoTerms(key)] }),
});
