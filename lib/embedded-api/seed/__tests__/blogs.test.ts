import { readingMinutes } from '@/lib/reading-time';
import { buildBlogs } from '@/lib/embedded-api/seed/blogs';

describe('demo blogs', () => {
  const blogs = buildBlogs('2026-11-28');

  it('read like real posts: the newest are several minutes long, so the lists do not all say "1 min read"', () => {
    const minutes = blogs.map((b) => readingMinutes(String(b.content)));
    expect(minutes.slice(0, 3).every((m) => m >= 2)).toBe(true);
    expect(new Set(minutes).size).toBeGreaterThan(1);
  });

  it('keep one heading level for their sections, the closing word among them', () => {
    for (const blog of blogs) {
      expect(String(blog.content)).not.toContain('<h3>');
      expect(String(blog.content).match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });
});
