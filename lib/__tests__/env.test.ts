import { parseEnv } from '../env';

describe('environment', () => {
  it('one reCAPTCHA key without the other stops the start, naming the missing one', () => {
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(/NEXT_PUBLIC_RECAPTCHA_SITE_KEY: set both reCAPTCHA keys/);
    expect(() => parseEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET_KEY: set both reCAPTCHA keys/);
  });

  it('both keys or neither start', () => {
    expect(parseEnv({ RECAPTCHA_SECRET_KEY: 'secret', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' }).RECAPTCHA_SECRET_KEY).toBe('secret');
    expect(parseEnv({}).RECAPTCHA_SECRET_KEY).toBeUndefined();
  });

  it('lead deliveries have their own, longer time limit', () => {
    const env = parseEnv({});
    expect(env.LEAD_DELIVERY_TIMEOUT_MS).toBeGreaterThan(env.CONTENT_API_TIMEOUT_MS);
  });
});
