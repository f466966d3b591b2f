import { REVALIDATE_SECRET } from '@/e2e/targets.mjs';
import type { APIRequestContext } from '@playwright/test';

/** Calls the CMS webhook of a server started by playwright.config.ts (secret from e2e/targets.mjs). */
export async function revalidate(request: APIRequestContext, body: Record<string, unknown>, secret = REVALIDATE_SECRET) {
  return request.post('/api/revalidate', { data: body, headers: { 'x-revalidate-secret': secret } });
}
