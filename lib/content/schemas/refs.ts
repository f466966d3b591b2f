import { z } from '@/lib/zod';
import { date, text } from './fields';

/*
 * Just the address and date of a dated item: what sitemaps need of a paged list. Parsing
 * only these skips sanitising every body when a sitemap walks thousands of pages.
 */
export const dailyArticleRefSchema = z.object({ articleurl: text(), date: date() });
export const articleRefSchema = z.object({ articleurl: text(), date: date() });
export const blogRefSchema = z.object({ blogurl: text(), date: date() });
