import type { PolicyPage as Page } from '@/lib/content/schemas/writing';
import { PAGES } from '@/lib/routes';
import { InfoPage } from './InfoPage';

/** A policy-style page (lib/pages/policy.ts loads it). */
export function PolicyPage({ page }: { page: Page }) {
  return <InfoPage title={page.title} html={page.content} crumbs={[{ label: 'Home', href: PAGES.home }, { label: page.title }]} />;
}
