import { siteDetailsSchema } from '@/lib/content/schemas/site';
import { site } from '@/lib/site';
import { chatScriptUrl, studentLoginUrl } from '../shell-links';

const portal = 'https://portal.example.in/login';
const chat = 'https://embed.tawk.to/5f0c1a2b3c4d5e6f7a8b9c0d/default';

describe('STUDENT LOGIN', () => {
  it("takes the API's address when the site details give one, else the configured one", () => {
    expect(studentLoginUrl(siteDetailsSchema.parse({ studentlogin: 'https://api-portal.example.in' }), portal)).toBe(
      'https://api-portal.example.in',
    );
    expect(studentLoginUrl(siteDetailsSchema.parse({ header1: 'only the spec fields' }), portal)).toBe(portal);
    expect(studentLoginUrl(null, portal)).toBe(portal);
  });

  it('has no address (so no link) when neither gives one', () => {
    expect(studentLoginUrl(siteDetailsSchema.parse({}), undefined)).toBeUndefined();
  });

  it('shows the demo portal on the embedded content without any configuration', () => {
    expect(studentLoginUrl(null, site.studentLoginUrl)).toMatch(/^https:\/\//);
  });
});

describe('the chat', () => {
  it('loads the configured account while tawk_display is on and the site details give no script', () => {
    expect(chatScriptUrl(siteDetailsSchema.parse({ tawk_display: '1' }), chat)).toBe(chat);
    expect(chatScriptUrl(siteDetailsSchema.parse({ tawk_display: 0 }), chat)).toBeUndefined();
  });

  it("prefers the API's script, and has none without either", () => {
    const api = 'https://embed.tawk.to/0123456789abcdef01234567/1widget';
    expect(chatScriptUrl(siteDetailsSchema.parse({ tawk_display: 1, tawkurl: api }), chat)).toBe(api);
    expect(chatScriptUrl(siteDetailsSchema.parse({ tawk_display: 1 }), undefined)).toBeUndefined();
  });
});
