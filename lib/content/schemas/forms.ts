import { z } from '@/lib/zod';

/*
 * Bodies the site posts to the contract's form endpoints (docs/content-contract.md#forms),
 * spelled exactly as the API wants them (`pagurl` on one endpoint, `pageurl` on the other).
 */
const enquiryFields = {
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  query: z.string(),
  pagename: z.string(),
};

export const queryFormBodySchema = z.object({ ...enquiryFields, pagurl: z.string() });
export type QueryFormBody = z.output<typeof queryFormBodySchema>;

export const queryFormGoogleBodySchema = z.object({
  ...enquiryFields,
  pageurl: z.string(),
  recaptchaToken: z.string().optional(),
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
});
export type QueryFormGoogleBody = z.output<typeof queryFormGoogleBodySchema>;

export const callBackBodySchema = z.object({ contact: z.string() });
export type CallBackBody = z.output<typeof callBackBodySchema>;
