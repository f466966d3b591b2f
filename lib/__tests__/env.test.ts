import { parseEnv, siteUrlWarning } from '../env';

describe('environment', () => {
  it('one reCAPTCHA key without the other stops the start, naming the missing one', () => {
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(/NEXT_PUBLIC_RECAPTCHA_SITE_KEY: set both reCAPTCHA keys/);
    expect(() => parseEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET_KEY: set both reCAPTCHA keys/);
  });

  it('both keys or neither start', () => {
    const site = { SITE_URL: 'https://www.example.in' };
    expect(parseEnv({ ...site, RECAPTCHA_SECRET_KEY: 'secret', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' }).RECAPTCHA_SECRET_KEY).toBe(
      'secret',
    );
    expect(parseEnv({}).RECAPTCHA_SECRET_KEY).toBeUndefined();
  });

  it('a webhook secret under 32 characters stops the start, naming the variable', () => {
    expect(() => parseEnv({ REVALIDATE_SECRET: 'x' })).toThrow(/REVALIDATE_SECRET: at least 32 characters/);
    expect(parseEnv({ REVALIDATE_SECRET: 'a'.repeat(32) }).REVALIDATE_SECRET).toHaveLength(32);
  });

  it('SITE_URL unset stops the start only with reCAPTCHA configured (its host name check), and is a production warning', () => {
    const keys = { RECAPTCHA_SECRET_KEY: 'secret', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' };
    expect(() => parseEnv(keys)).toThrow(/SITE_URL: set the public address/);
    expect(parseEnv({ ...keys, SITE_URL: 'https://www.example.in' }).SITE_URL).toBe('https://www.example.in');
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
    expect(siteUrlWarning({ NODE_ENV: 'production' })).toMatch(/SITE_URL is not set/);
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://www.example.in' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeNull();
  });

  it('lead deliveries have their own, longer time limit', () => {
    const env = parseEnv({});
    expect(env.LEAD_DELIVERY_TIMEOUT_MS).toBeGreaterThan(env.CONTENT_API_TIMEOUT_MS);
  });
});
