/** Mains-style articles: a question (title) and a model answer (HTML). */
import { articlesGs12, type ArticleSpec } from './articles-1';
import { articlesGs34 } from './articles-2';
import type { z } from '@/lib/zod';
import type { articles } from '@/lib/content-types/writing';
import { clip, daysAgo, ul } from './util';

type Article = z.input<typeof articles.schema>;

function answerHtml(a: ArticleSpec): string {
  const body = a.sections.map(([h, pts]) => `<h3>${h}</h3>${ul(pts)}`).join('');
  return `<p><strong>Introduction:</strong> ${a.intro}</p>${body}<p><strong>Conclusion:</strong> ${a.conclusion}</p><p><em>Practise more questions like this in our <a href="/course-details/mains-mastery-2025">Mains Mastery Course</a>.</em></p>`;
}

/** Articles newest first, dated every five days back from `today`. */
export function buildArticles(today: string): Article[] {
  const specs: ArticleSpec[] = [];
  // Interleave the two papers so that each page mixes GS I–IV.
  const max = Math.max(articlesGs12.length, articlesGs34.length);
  for (let i = 0; i < max; i++) {
    const a = articlesGs12[i];
    const b = articlesGs34[i];
    if (a) specs.push(a);
    if (b) specs.push(b);
  }
  return specs.map((a, i) => ({
    ID: i + 1,
    articleurl: a.slug,
    question: a.question,
    answer: answerHtml(a),
    date: daysAgo(today, 1 + i * 5),
    metatitle: `${a.tag} | UPSC Mains Model Answer`,
    metadescription: clip(a.intro, 160),
    keywords: a.keywords,
  }));
}
