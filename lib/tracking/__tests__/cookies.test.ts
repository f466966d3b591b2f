/** @jest-environment jsdom */
import { COOKIE_MAX_BYTES } from '../cookie-size';
import { writeTrackingCookie } from '../cookies';
import { readCookie } from '../storage';

describe('form tracking cookies', () => {
  it('writes a long Hindi query as at most 256 bytes of whole letters', () => {
    const query = 'प्रश्न '.repeat(100);
    writeTrackingCookie('query', query);
    const sent = document.cookie.split('; ').find((c) => c.startsWith('query=')) ?? '';
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.length).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
    const read = readCookie('query') ?? '';
    expect(query.startsWith(read)).toBe(true);
  });
});
