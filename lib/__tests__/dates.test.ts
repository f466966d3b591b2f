import { formatDate, formatMoment, formatMonth, todayInIndia } from '@/lib/dates';

/** What Intl's 'en-IN' writes, the texts the hand-written formatters keep. */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options);
const everyFewDays = Array.from({ length: 120 }, (_, i) => new Date(Date.UTC(2023, 0, 1) + i * 9.37 * 86_400_000));

describe('formatMoment', () => {
  it('shows a moment in India’s time, whatever the machine’s zone', () => {
    expect(formatMoment('2026-11-23T08:35:00Z')).toBe('23 Nov 2026, 2:05 pm');
    // 20:00 UTC is past midnight in India: the next day.
    expect(formatMoment('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am');
  });

  it('writes what Intl writes for India, at every hour', () => {
    const reference = intl({
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (const day of everyFewDays) {
      for (let hour = 0; hour < 24; hour++) {
        const moment = new Date(day.getTime() + hour * 3_600_000 + 7 * 60_000);
        expect(formatMoment(moment.toISOString())).toBe(reference.format(moment));
      }
    }
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatMoment('yesterday')).toBe('yesterday');
  });
});

describe('formatDate and formatMonth', () => {
  it('write what Intl writes for India', () => {
    const day = intl({ timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    const month = intl({ timeZone: 'UTC', month: 'long', year: 'numeric' });
    for (const d of everyFewDays) {
      const iso = d.toISOString();
      expect(formatDate(iso.slice(0, 10))).toBe(day.format(d));
      expect(formatMonth(iso.slice(0, 7))).toBe(month.format(d));
    }
    expect(formatDate('2026-09-03')).toBe('3 Sept 2026');
    expect(formatMonth('2025-06')).toBe('June 2025');
  });

  it('leave what is not a date as it is', () => {
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
    expect(formatDate('soon')).toBe('soon');
    expect(formatMonth('2025-13')).toBe('2025-13');
    expect(formatMonth('2025-00')).toBe('2025-00');
  });
});

describe('todayInIndia', () => {
  it('is the calendar day in India, which starts 5:30 hours before UTC’s', () => {
    expect(todayInIndia(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const d of everyFewDays) expect(todayInIndia(d)).toBe(reference.format(d));
  });
});
