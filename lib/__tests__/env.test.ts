import { parseEnv, siteUrlWarning } from '@/lib/env';

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

  it('the demo (embedded content) has a student portal; a real API needs STUDENT_LOGIN_URL or its own field', () => {
    expect(parseEnv({}).STUDENT_LOGIN_URL).toMatch(/^https:\/\//);
    expect(parseEnv({ CONTENT_API_URL: 'https://cms.example.in/api' }).STUDENT_LOGIN_URL).toBeUndefined();
    expect(
      parseEnv({ CONTENT_API_URL: 'https://cms.example.in/api', STUDENT_LOGIN_URL: 'https://portal.example.in' }).STUDENT_LOGIN_URL,
    ).toBe('https://portal.example.in');
    expect(() => parseEnv({ STUDENT_LOGIN_URL: 'javascript:alert(1)' })).toThrow(/STUDENT_LOGIN_URL/);
  });

  it("takes the chat account as '{property id}/{widget id}' and refuses anything else", () => {
    expect(parseEnv({ TAWK_PROPERTY: '5f0c1a2b3c4d5e6f7a8b9c0d/default' }).TAWK_PROPERTY).toBe('5f0c1a2b3c4d5e6f7a8b9c0d/default');
    expect(() => parseEnv({ TAWK_PROPERTY: 'https://embed.tawk.to/demo/default' })).toThrow(/TAWK_PROPERTY/);
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
