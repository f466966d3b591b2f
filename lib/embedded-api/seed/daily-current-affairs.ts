/**
 * Daily current-affairs articles built from a bank of topics and dates.
 * Cheap by design: each topic's HTML body is built once and shared, so 100,000 articles take well under a second.
 */
import { type DailyTopic, topicsPolityEconomy } from './daily-topics-1';
import { topicsEnvironment, topicsScienceWorld } from './daily-topics-2';
import { cover } from './pics';
import type { z } from '@/lib/zod';
import type { daily } from '@/lib/content-types/writing';
import { clip, daysAgo, longDate, ul } from './util';

type DailyArticle = z.input<typeof daily.schema>;

export const DAILY_TOPICS: readonly DailyTopic[] = [...topicsPolityEconomy, ...topicsEnvironment, ...topicsScienceWorld];

/** Days covered by the generated articles, counting back from today (about 7.5 months). */
export const DAILY_SPAN_DAYS = 230;

/** Articles dated exactly today. */
export const DAILY_TODAY_COUNT = 3;

const ANGLES = ['Explained', 'Prelims Pointers', 'Mains Analysis', 'Key Takeaways', 'What Aspirants Should Know', 'In Focus'] as const;

function topicBody(t: DailyTopic): string {
  return (
    `<h2>Background</h2><p>${t.background}</p>` +
    `<h2>Key highlights</h2>${ul(t.points)}` +
    `<h3>Significance</h3><p>${t.significance}</p>` +
    `<blockquote><p>${t.quote}</p></blockquote>` +
    `<h3>Challenges</h3>${ul(t.challenges)}` +
    `<h2>Way forward</h2><p>${t.way}</p>` +
    `<h3>Prelims pointer</h3><p>${t.prelims}</p>` +
    `<p><strong>Syllabus:</strong> ${t.paper} — ${t.subject}. Practise related questions in our <a href="/mcq">daily MCQs</a> and <a href="/articles">Mains answer-writing</a> section.</p>`
  );
}

type Prepared = { topic: DailyTopic; body: string; pic: string };

let prepared: Prepared[] | undefined;

function prepare(): Prepared[] {
  prepared ??= DAILY_TOPICS.map((topic) => ({
    topic,
    body: topicBody(topic),
    pic: cover(topic.pic),
  }));
  return prepared;
}

/**
 * `count` articles (default 120): the first three dated `today`, the rest spread evenly over the
 * previous DAILY_SPAN_DAYS days, newest first. Slugs are unique: topic slug + date (+ a round number
 * when more articles than topics fall on one day).
 */
export function buildDailyArticles(today: string, count = 120): DailyArticle[] {
  const bank = prepare();
  const n = Math.max(0, Math.floor(count));
  const out: DailyArticle[] = new Array<DailyArticle>(n);
  const dateCache = new Map<number, string>();
  const older = Math.max(1, n - DAILY_TODAY_COUNT);
  let prevOffset = -1;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const offset = i < DAILY_TODAY_COUNT ? 0 : 1 + Math.floor(((i - DAILY_TODAY_COUNT) * (DAILY_SPAN_DAYS - 1)) / older);
    k = offset === prevOffset ? k + 1 : 0;
    prevOffset = offset;
    let date = dateCache.get(offset);
    if (date === undefined) {
      date = daysAgo(today, offset);
      dateCache.set(offset, date);
    }
    const slot = offset * 7 + k;
    const p = bank[slot % bank.length] as Prepared;
    const round = Math.floor(k / bank.length);
    const angle = ANGLES[(offset + k) % ANGLES.length] as string;
    const t = p.topic;
    out[i] = {
      ID: i + 1,
      articleurl: round === 0 ? `${t.slug}-${date}` : `${t.slug}-${date}-${round + 1}`,
      title: `${t.title}: ${angle}`,
      shortdescription: t.short,
      pic: p.pic,
      content: `<p><em>UPSC current affairs for ${longDate(date)}</em></p><p><strong>Why in news:</strong> ${t.context}</p>${p.body}`,
      date,
      // A topic comes back on other days: the date keeps each day's title and description its own.
      metatitle: `${t.tag}, ${longDate(date)} | UPSC Current Affairs`,
      metadescription: clip(`${longDate(date)}: ${t.short}`, 160),
      keywords: t.keywords,
    };
  }
  return out;
}
