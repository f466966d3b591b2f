/** Blogs: strategy articles and toppers' stories, newest first. */
import { blogsPart1, type BlogSpec } from './blogs-1';
import { blogsPart2 } from './blogs-2';
import { cover } from './pics';
import type { z } from '@/lib/zod';
import type { blogs } from '@/lib/content-types/writing';
import { clip, daysAgo, ul } from './util';

type Blog = z.input<typeof blogs.schema>;

function contentHtml(b: BlogSpec): string {
  const hindi = /[\u0900-\u097F]/.test(b.title);
  const more = hindi
    ? '<p>और जानकारी के लिए हमारे <a href="/course">पाठ्यक्रम</a> देखें या <a href="/contact-us">हमसे संपर्क करें</a>।</p>'
    : '<p>Want personal guidance? Explore our <a href="/course">courses</a> or <a href="/contact-us">talk to a mentor</a>.</p>';
  const sections = (b.sections ?? []).map((s) => `<h2>${s.heading}</h2>${s.paragraphs.map((p) => `<p>${p}</p>`).join('')}`).join('');
  return `<p>${b.intro}</p><h2>${b.heading}</h2>${ul(b.points)}${sections}<h2>${hindi ? 'निष्कर्ष' : 'Final word'}</h2><p>${b.closing}</p>${more}`;
}

/** Every blog, newest first, one every four days back from `today`. */
export function buildBlogs(today: string): Blog[] {
  return [...blogsPart1, ...blogsPart2].map((b, i) => ({
    ID: i + 1,
    blogurl: b.slug,
    title: b.title,
    shortdescription: b.short,
    pic: cover(b.pic),
    content: contentHtml(b),
    date: daysAgo(today, i * 4),
    metatitle: b.title.length <= 60 ? b.title : b.tag,
    metadescription: clip(b.short, 160),
    keywords: b.keywords,
  }));
}
