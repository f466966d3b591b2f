import type { Metadata } from 'next';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { pageMetadata } from '@/lib/seo/metadata';
import { InfoPage } from './InfoPage';
import { PAGES } from '@/lib/routes';

/** The three policy routes read /upsc/{same name}; their own path is the canonical one. */
export const POLICY_ROUTES = ['privacy-policy', 'refund-policy', 'terms-and-conditions'] as const;

export function policyPath(pageurl: string): string {
  return (POLICY_ROUTES as readonly string[]).includes(pageurl) ? `/${pageurl}` : `/upsc/${encodeURIComponent(pageurl)}`;
}

export async function policyMetadata(pageurl: string): Promise<Metadata> {
  const page = found(await content.getPolicyPage(pageurl));
  return pageMetadata({ title: page.metatitle ?? page.title, description: page.metadescription, path: policyPath(pageurl) });
}

export async function PolicyPage({ pageurl }: { pageurl: string }) {
  const page = found(await content.getPolicyPage(pageurl));
  return <InfoPage title={page.title} html={page.content} crumbs={[{ label: 'Home', href: PAGES.home }, { label: page.title }]} />;
}
