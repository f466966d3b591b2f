import { countWords, readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from '@/lib/reading-time';

describe('reading time', () => {
  it('counts words of the text, not of the tags or entities', () => {
    expect(countWords('<p>One <strong>two</strong> three&nbsp;four</p><ul><li>five</li></ul>')).toBe(5);
    expect(countWords('<img src="x.png" alt="not counted">')).toBe(0);
    expect(countWords('')).toBe(0);
  });

  it('counts Hindi words like English ones', () => {
    expect(countWords('<p>भारतीय संविधान की प्रस्तावना</p>')).toBe(4);
  });

  it('rounds up to whole minutes and never says 0', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1000), 100)).toBe(10);
  });

  it('labels minutes', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});
