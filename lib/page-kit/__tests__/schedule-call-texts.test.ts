import { siteDetailsSchema } from '@/lib/content/schemas/site';
import { scheduleCallTexts } from '../schedule-call-texts';

describe('the schedule-a-call texts', () => {
  it("fall back to 'Header Here', 'Title Here' and 'subtitle Here' when the site details leave them out", () => {
    expect(scheduleCallTexts(null)).toEqual({ heading: 'Header Here', title: 'Title Here', subtitle: 'subtitle Here' });
    expect(scheduleCallTexts(siteDetailsSchema.parse({ header2: ' ', title2: null, subtitle2: '' }))).toEqual({
      heading: 'Header Here',
      title: 'Title Here',
      subtitle: 'subtitle Here',
    });
  });

  it('use the site details where they have them', () => {
    const details = siteDetailsSchema.parse({ header2: 'Need guidance?', title2: 'Talk to a mentor', subtitle2: 'Free' });
    expect(scheduleCallTexts(details)).toEqual({ heading: 'Need guidance?', title: 'Talk to a mentor', subtitle: 'Free' });
  });
});
