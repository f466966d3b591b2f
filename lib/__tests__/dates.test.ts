import { formatMoment } from '../dates';

describe('formatMoment', () => {
  it('shows a moment in India’s time, whatever the machine’s zone', () => {
    expect(formatMoment('2026-11-23T08:35:00Z')).toBe('23 Nov 2026, 2:05 pm');
    // 20:00 UTC is past midnight in India: the next day.
    expect(formatMoment('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatMoment('yesterday')).toBe('yesterday');
  });
});
