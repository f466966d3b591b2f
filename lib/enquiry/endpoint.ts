import type { QueryFormBody, QueryFormGoogleBody } from '@/lib/content/schemas/forms';

type Enquiry = Omit<QueryFormGoogleBody, 'recaptchaToken'> & { recaptchaToken?: string | undefined };
export type EnquiryDelivery = { endpoint: 'queryform'; body: QueryFormBody } | { endpoint: 'queryform_google'; body: QueryFormGoogleBody };

const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/*
 * Which of the API's two enquiry endpoints takes a lead (docs/content-contract.md#enquiry).
 * `/queryform_google` is the only one that takes a verification token and campaign values, so
 * a lead with either goes there; a plain enquiry (no verification configured, no campaign in
 * the landing address) goes to `/queryform`, whose body holds exactly its fields. No value the
 * visitor gave is ever dropped, and each endpoint receives only what it accepts.
 */
export function enquiryDelivery(enquiry: Enquiry): EnquiryDelivery {
  const { name, contact, email, query, pagename, pageurl, recaptchaToken } = enquiry;
  const campaign = Object.fromEntries(CAMPAIGN.flatMap((key) => (enquiry[key] ? [[key, enquiry[key]]] : [])));
  if (!recaptchaToken && Object.keys(campaign).length === 0) {
    return { endpoint: 'queryform', body: { name, contact, email, query, pagename, pagurl: pageurl } };
  }
  return {
    endpoint: 'queryform_google',
    body: { name, contact, email, query, pagename, pageurl, ...campaign, ...(recaptchaToken ? { recaptchaToken } : {}) },
  };
}
