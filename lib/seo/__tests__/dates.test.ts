import { istDateTime, rfc822Date } from '@/lib/dates';

describe('dates for feeds and structured data', () => {
  it('writes the start of an IST day as ISO 8601 with its offset', () => {
    expect(istDateTime('2026-11-21')).toBe('2026-11-21T00:00:00+05:30');
  });

  it('writes RSS dates (RFC 822) with the right weekday', () => {
    expect(rfc822Date('2026-11-21')).toBe('Sat, 21 Nov 2026 00:00:00 +0530');
    expect(rfc822Date('2024-02-29')).toBe('Thu, 29 Feb 2024 00:00:00 +0530');
    expect(rfc822Date('2025-01-05')).toBe('Sun, 05 Jan 2025 00:00:00 +0530');
  });
});
