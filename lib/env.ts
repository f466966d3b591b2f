import { isAddressOrRange } from './request/client-address';
import { z } from './zod';

/*
 * Server configuration, validated once at start so a bad value fails loudly at boot
 * instead of as a broken page later. Every variable is in .env.example and docs/configuration.md
 * (lib/__tests__/configuration-doc.test.ts keeps the three in step).
 */
const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** The demo's student portal: the embedded content stands for an institute that has one. */
const DEMO_STUDENT_LOGIN_URL = 'https://learn.example.com/student/login';

const envSchema = z
  .object({
    CONTENT_API_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/ })
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    CONTENT_API_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(60_000).default(5000)),
    /** A lead delivery's own time limit: longer than a page's, nobody waits on it and a late 'stored' must not be re-sent. */
    LEAD_DELIVERY_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(120_000).default(30_000)),
    CONTENT_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
    /** Size of the demo's daily current affairs when the embedded database is first created (benchmarks use 100,000). */
    CONTENT_DEMO_DAILY_ARTICLES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(1_000_000).default(120)),
    SITE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/ })
        .transform((v) => v.replace(/\/+$/, ''))
        .default('http://localhost:3000'),
    ),
    SITE_NAME: z.preprocess(emptyAsUndefined, z.string().default('Sankalp IAS Academy')),
    /** Under the icon of the installed site (a phone's home screen shows about 12 characters). */
    SITE_SHORT_NAME: z.preprocess(emptyAsUndefined, z.string().max(30).default('Sankalp IAS')),
    SITE_LOGO: z.preprocess(emptyAsUndefined, z.string().default('/logo.png')),
    /** The external student portal of STUDENT LOGIN, when the site details give none (the API has no field for it). */
    STUDENT_LOGIN_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** The chat service's account, '{property id}/{widget id}', when the site details give no chat script. */
    TAWK_PROPERTY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[0-9a-f]{24}\/[A-Za-z0-9_-]+$/i, "the chat account as '{property id}/{widget id}': 24 hex digits, a slash, the widget id")
        .optional(),
    ),
    /** Staff's token for the details of /api/health (`Authorization: Bearer …`); the machine itself needs none. */
    HEALTH_TOKEN: optionalString,
    /** The CMS webhook's secret: long enough that guessing it is hopeless (failed guesses are limited too). */
    REVALIDATE_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'at least 32 characters (openssl rand -hex 32 makes one)').optional(),
    ),
    /** Shared cache and rate limits of several instances (redis://host:port); unset, each process keeps its own. */
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    ENQUIRY_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(5)),
    TRACK_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(600)),
    /** Tracking events: their folder (default CONTENT_DATA_DIR), how long they are kept, the file's size cap. */
    TRACK_DATA_DIR: optionalString,
    TRACK_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
    /** Days the outbox keeps the personal data of a lead the API answered (then only its status and dates). */
    LEAD_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
    TRACK_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(512)),
    SEARCH_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(60)),
    /** The site search's index in PostgreSQL, shared by several instances (postgres://user@host:port/db); unset, SQLite per instance. */
    SEARCH_DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** Minutes between two re-reads of the newest pages into the site search's index (lib/search). */
    SEARCH_REFRESH_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.05).max(1440).default(5)),
    /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed (lib/request/client-address.ts). */
    TRUSTED_PROXIES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean),
        )
        .refine(
          (entries) => entries.every(isAddressOrRange),
          'a comma-separated list of IP addresses or CIDR ranges, such as 127.0.0.1,::1',
        ),
    ),
    RECAPTCHA_SECRET_KEY: optionalString,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
    NEXT_PUBLIC_GTM_ID: optionalString,
    NEXT_PUBLIC_GA_ID: optionalString,
  })
  .superRefine((e, ctx) => {
    // One key alone is a half-configured verification: forms without tokens, or tokens nobody checks.
    if (Boolean(e.RECAPTCHA_SECRET_KEY) !== Boolean(e.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.RECAPTCHA_SECRET_KEY ? 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET_KEY'],
        message: 'set both reCAPTCHA keys (NEXT_PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY) or neither',
      });
    }
  })
  .transform((e) => ({ ...e, STUDENT_LOGIN_URL: e.STUDENT_LOGIN_URL ?? (e.CONTENT_API_URL ? undefined : DEMO_STUDENT_LOGIN_URL) }));

export type Env = z.output<typeof envSchema>;

const siteUrlUnset = (source: Record<string, string | undefined>) => !source.SITE_URL?.trim();

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  // The one place the default breaks something silently: every token's host name is checked against it.
  if (result.success && result.data.RECAPTCHA_SECRET_KEY && siteUrlUnset(source)) {
    problems.push(
      "  SITE_URL: set the public address (https://…): reCAPTCHA checks each token's host name against it, so every form would be refused",
    );
  }
  if (!result.success || problems.length > 0) throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  return result.data;
}

/**
 * The start-up warning of a production server without SITE_URL: canonical URLs, sitemaps and feeds
 * then name http://localhost:3000. A warning, not a stop: `npm start` on the demo content needs none.
 */
export function siteUrlWarning(source: Record<string, string | undefined>): string | null {
  if (!siteUrlUnset(source) || source.NODE_ENV !== 'production') return null;
  return 'SITE_URL is not set: canonical URLs, sitemaps, feeds and structured data name http://localhost:3000. Set SITE_URL to the public address (docs/configuration.md).';
}

export const env: Env = parseEnv(process.env);
