import type { Metadata } from 'next';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import type { PolicyPage } from '@/lib/content/schemas/writing';
import { policyHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/*
 * The policy-style pages: /upsc/{pageurl}, and the three policy routes that read /upsc/{same
 * name} (lib/routes.ts POLICY_ROUTES). Their canonical address is policyHref's.
 */
export async function loadPolicyPage(pageurl: string): Promise<PolicyPage> {
  return found(await content.getPolicyPage(pageurl));
}

export async function policyMetadata(pageurl: string): Promise<Metadata> {
  const page = await loadPolicyPage(pageurl);
  return pageMetadata({ title: page.title, metatitle: page.metatitle, description: page.metadescription, path: policyHref(pageurl) });
}
