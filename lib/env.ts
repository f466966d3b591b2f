import { z } from './zod';

/*
 * Server configuration, validated once at start so a bad value fails loudly at boot
 * instead of as a broken page later. Every variable is documented in .env.example.
 */
const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

export const envSchema = z.object({
  CONTENT_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  CONTENT_API_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(60_000).default(5000)),
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
  SITE_LOGO: z.preprocess(emptyAsUndefined, z.string().default('/logo.svg')),
  REVALIDATE_SECRET: optionalString,
  /** Shared cache and rate limits of several instances (redis://host:port); unset, each process keeps its own. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  ENQUIRY_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(5)),
  TRACK_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(600)),
  RECAPTCHA_SECRET_KEY: optionalString,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  NEXT_PUBLIC_GTM_ID: optionalString,
  NEXT_PUBLIC_GA_ID: optionalString,
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
