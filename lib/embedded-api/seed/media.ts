/** Videos, magazines (monthly, weekly, APPSC), monthly digests and books. */
import { VIDEO_THUMBS, bookCover, digestCover, digestFile, magazineCover, magazineFile } from './pics';
import type { z } from '@/lib/zod';
import type { bookSchema, digestSchema, magazineSchema, videoCategorySchema, videoSchema } from '@/lib/content/schemas/media';
import { daysAgo, longDate, monthsAgo, prng } from './util';
import { formatMonth } from '@/lib/dates';

type Book = z.input<typeof bookSchema>;
type Digest = z.input<typeof digestSchema>;
type Magazine = z.input<typeof magazineSchema>;
type Video = z.input<typeof videoSchema>;
/** Numbered: the videos' titles are listed by category id. */
type VideoCategory = z.input<typeof videoCategorySchema> & { ID: number };

export const videocategories: VideoCategory[] = [
  { ID: 31, categoryname: 'Podcasts' },
  { ID: 4, categoryname: 'General Category' },
  { ID: 8, categoryname: 'Current Affairs' },
  { ID: 23, categoryname: 'Announcement' },
  { ID: 34, categoryname: 'Webinar' },
  { ID: 35, categoryname: 'Daily News Analysis' },
  { ID: 39, categoryname: "Topper's Mock Interview" },
  { ID: 40, categoryname: "Topper's Talk" },
  { ID: 41, categoryname: 'Demo Lecture Video' },
];

const VIDEO_TITLES: Record<number, { thumb: string; gap: number; titles: readonly string[] }> = {
  31: {
    thumb: VIDEO_THUMBS.podcasts,
    gap: 10,
    titles: [
      'Podcast: How to Stay Consistent Through a Long Preparation',
      'Podcast: Choosing Between Sociology and Anthropology',
      'Podcast: A Retired IAS Officer on Life in the District',
      'Podcast: Managing Anxiety Before Prelims',
    ],
  },
  4: {
    thumb: VIDEO_THUMBS.general,
    gap: 12,
    titles: [
      'Orientation: Understanding the UPSC Civil Services Examination',
      'How to Read the UPSC Syllabus the Right Way',
      'Campus Tour: Old Rajinder Nagar Centre',
      'Student Portal Walkthrough: Classes, Tests and Notes',
      'Booklist for Beginners Explained',
    ],
  },
  8: {
    thumb: VIDEO_THUMBS.currentAffairs,
    gap: 7,
    titles: [
      'Monthly Current Affairs Revision — Polity and Governance',
      'Monthly Current Affairs Revision — Economy',
      'Environment in the News: Species, Reports and Conventions',
      'International Relations This Month',
      'Science and Technology Roundup for Prelims',
    ],
  },
  23: {
    thumb: VIDEO_THUMBS.announcement,
    gap: 15,
    titles: [
      'Foundation Batch 2027: Admissions Open',
      'Scholarship-cum-Admission Test: Dates and Pattern',
      'Mains Test Series 2027 Launch',
      'New Pune Centre Timings',
    ],
  },
  34: {
    thumb: VIDEO_THUMBS.webinar,
    gap: 11,
    titles: [
      'Webinar: Strategy for the Last 100 Days Before Prelims',
      'Webinar: Writing Better Essays',
      'Webinar: Ethics Case Studies Made Simple',
      'Webinar: Optional Subject Selection Q&A',
    ],
  },
  35: {
    thumb: VIDEO_THUMBS.dailyNews,
    gap: 1,
    titles: [
      'Daily News Analysis: RBI Policy, GST Council and Wetlands',
      'Daily News Analysis: Governor’s Assent and Federalism',
      'Daily News Analysis: Green Hydrogen and Critical Minerals',
      'Daily News Analysis: Quad, IMEC and the Indian Ocean',
      'Daily News Analysis: Heatwaves and Disaster Management',
    ],
  },
  39: {
    thumb: VIDEO_THUMBS.mockInterview,
    gap: 9,
    titles: [
      "Topper's Mock Interview: Engineer from Hyderabad",
      "Topper's Mock Interview: Hindi Medium Candidate",
      "Topper's Mock Interview: Working Professional from Pune",
      "Topper's Mock Interview: Sociology Optional",
    ],
  },
  40: {
    thumb: VIDEO_THUMBS.toppersTalk,
    gap: 13,
    titles: [
      "Topper's Talk: My Answer Writing Journey",
      "Topper's Talk: Clearing UPSC While Working",
      "Topper's Talk: From Two Failures to the Final List",
      "Topper's Talk: How I Prepared Current Affairs",
    ],
  },
  41: {
    thumb: VIDEO_THUMBS.demoLecture,
    gap: 8,
    titles: [
      'Demo Lecture: Fundamental Rights (Polity)',
      'Demo Lecture: Monsoon Mechanism (Geography)',
      'Demo Lecture: Inflation and Monetary Policy (Economy)',
      'Demo Lecture: Reading Comprehension Techniques (CSAT)',
      'Demo Lecture: Attitude and Emotional Intelligence (Ethics)',
    ],
  },
};

const YT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every video, newest first within each category; the same fake YouTube ids on every run. */
export function buildVideos(today: string): Video[] {
  const rand = prng(20_260_101);
  const videoId = () => Array.from({ length: 11 }, () => YT_ALPHABET[Math.floor(rand() * 64)] ?? 'x').join('');
  const out: Video[] = [];
  videocategories.forEach((cat, ci) => {
    const spec = VIDEO_TITLES[cat.ID];
    if (!spec) return;
    spec.titles.forEach((title, j) => {
      out.push({
        ID: out.length + 1,
        title,
        categoryid: cat.ID,
        videourl: `https://www.youtube.com/watch?v=${videoId()}`,
        thumbnail: spec.thumb,
        date: daysAgo(today, j * spec.gap + (spec.gap === 1 ? 0 : ci)),
      });
    });
  });
  return out;
}

/** Monthly magazines for the eight months before the current one, newest first. */
export function buildMagazines(today: string): Magazine[] {
  return Array.from({ length: 8 }, (_, i) => {
    const issue = monthsAgo(today, i + 1);
    return {
      ID: i + 1,
      headline: `Monthly Current Affairs Magazine — ${issue.label}`,
      coverpic: magazineCover('monthly', 8 - i),
      fileurl: magazineFile('monthly', 8 - i),
      date: monthsAgo(today, i).firstDay,
    };
  });
}

/** Weekly magazines for the last eight weeks, newest first. */
export function buildWeeklyMagazines(today: string): Magazine[] {
  return Array.from({ length: 8 }, (_, i) => {
    const date = daysAgo(today, 2 + i * 7);
    return {
      ID: i + 1,
      headline: `Weekly News Digest — week ending ${longDate(date)}`,
      coverpic: magazineCover('weekly', 8 - i),
      fileurl: magazineFile('weekly', 8 - i),
      date,
    };
  });
}

/** APPSC Group I & II magazines for the last seven months, newest first. */
export function buildAppscMagazines(today: string): Magazine[] {
  return Array.from({ length: 7 }, (_, i) => {
    const issue = monthsAgo(today, i + 1);
    return {
      ID: i + 1,
      headline: `APPSC Group I & II Magazine — ${issue.label}: Andhra Pradesh Current Affairs & Schemes`,
      coverpic: magazineCover('appsc', 7 - i),
      fileurl: magazineFile('appsc', 7 - i),
      date: daysAgo(monthsAgo(today, i).firstDay, -4),
    };
  }).filter((m) => m.date <= today);
}

/** Monthly digests March–December 2025, newest month first; each released on the 1st of the next month. */
export function buildDigests(): Digest[] {
  const months = ['2025-12', '2025-11', '2025-10', '2025-09', '2025-08', '2025-07', '2025-06', '2025-05', '2025-04', '2025-03'];
  return months.map((ym, i) => {
    const [y, m] = ym.split('-').map(Number) as [number, number];
    const release = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    return {
      ID: 10 - i,
      title: `Current Affairs Digest — ${formatMonth(ym)}`,
      month: ym,
      pic: digestCover(ym),
      fileurl: digestFile(ym),
      date: release,
    };
  });
}

export const books: Book[] = [
  {
    ID: 1,
    title: 'Indian Polity: A Complete Guide for Civil Services',
    description:
      'Constitution, institutions and governance explained chapter by chapter, with flowcharts, landmark judgments and 600 practice questions for Prelims and Mains.',
    pic: bookCover(1),
    price: 595,
    buyurl: 'https://www.amazon.in/s?k=indian+polity+civil+services',
  },
  {
    ID: 2,
    title: 'Indian Economy: Concepts and Current Issues',
    description:
      'From national income to monetary policy, public finance and the external sector — concepts in plain language with the latest Economic Survey data.',
    pic: bookCover(2),
    price: 545,
    buyurl: 'https://www.flipkart.com/search?q=indian+economy+upsc',
  },
  {
    ID: 3,
    title: 'Geography of India and the World: Maps and Concepts',
    description: 'Physical, human and economic geography with 250 maps and diagrams, and a section on locations in the news.',
    pic: bookCover(3),
    price: 495,
  },
  {
    ID: 4,
    title: 'Modern Indian History: 1757 to 1947',
    description:
      'The colonial period and the freedom struggle in a clear chronological narrative, with timelines and personality profiles.',
    pic: bookCover(4),
    price: 450,
    buyurl: 'https://www.amazon.in/s?k=modern+indian+history+upsc',
  },
  {
    ID: 5,
    title: 'Environment & Ecology for UPSC',
    description: 'Ecology basics, biodiversity, climate change, conventions and protected areas, with tables for quick revision.',
    pic: bookCover(5),
    price: 425,
  },
  {
    ID: 6,
    title: 'Ethics, Integrity & Aptitude: Theory and 150 Case Studies',
    description: 'GS Paper IV made practical: concepts, thinkers, and 150 solved case studies using a five-step framework.',
    pic: bookCover(6),
    price: 395,
    buyurl: 'https://www.amazon.in/s?k=ethics+integrity+aptitude',
  },
  {
    ID: 7,
    title: 'CSAT Manual: Comprehension, Reasoning & Numeracy',
    description: 'Every topic of Paper II with shortcuts, 1,500 practice questions and ten solved previous-year papers.',
    pic: bookCover(7),
    price: 475,
  },
  {
    ID: 8,
    title: 'Essay Writing for Civil Services Mains',
    description: '50 model essays on philosophical and socio-economic themes, with brainstorming maps and examiner’s comments.',
    pic: bookCover(8),
    price: 350,
    buyurl: 'https://www.flipkart.com/search?q=essay+for+civil+services',
  },
];
