/** Builders for the HTML tabs of a course (Overview, Test Schedule, Features, What You'll Learn). */
import { table, ul } from './util';

export type TestRow = readonly [test: string, when: string, syllabus: string, format: string];

/** Overview: paragraphs followed by a highlights table. */
export function overviewHtml(heading: string, paragraphs: readonly string[], highlights: readonly (readonly [string, string])[]): string {
  return `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<h3>Course at a glance</h3>${table(
    ['Particular', 'Details'],
    highlights.map(([k, v]) => [`<strong>${k}</strong>`, v]),
  )}`;
}

/** What You'll Learn: an intro line and a list. */
export function learnHtml(items: readonly string[], intro = 'By the end of the programme you will be able to:'): string {
  return `<h3>What you'll learn</h3><p>${intro}</p>${ul(items)}`;
}

/** Test Schedule: table of tests. */
export function testScheduleHtml(rows: readonly TestRow[], note: string): string {
  return `<h3>Test schedule</h3>${table(
    ['Test', 'When', 'Syllabus', 'Format'],
    rows.map((r) => [...r]),
  )}<p><em>${note}</em></p>`;
}

/** Features: titled list. */
export function featuresHtml(items: readonly (readonly [string, string])[]): string {
  return `<h3>Programme features</h3>${ul(items.map(([t, d]) => `<strong>${t}:</strong> ${d}`))}`;
}

/** Numbered tests: one per topic, every `gap` weeks from `firstWeek`. */
export function weeklyTests(topics: readonly string[], format: string, firstWeek = 4, gap = 2, label = 'Test'): TestRow[] {
  return topics.map((t, i) => [`${label} ${i + 1}`, `Week ${firstWeek + i * gap}`, t, format] as const);
}

/** Dated tests, e.g. for a test series with a fixed calendar. */
export function datedTests(rows: readonly (readonly [date: string, syllabus: string])[], format: string, label = 'Test'): TestRow[] {
  return rows.map(([d, s], i) => [`${label} ${i + 1}`, d, s, format] as const);
}

export const GS_TEST_TOPICS = [
  'Indian Polity — Constitution, Parliament, Judiciary',
  'Modern Indian History (1757–1947)',
  'Indian Geography and Mapping',
  'Indian Economy — basics, banking, budget',
  'Environment, Ecology and Biodiversity',
  'Ancient and Medieval India, Art and Culture',
  'Science and Technology',
  'World Geography and Physical Geography',
  'Governance, Social Justice and Schemes',
  'International Relations',
  'Full-length GS Paper I (Prelims)',
  'Full-length CSAT Paper II',
] as const;

export const MAINS_TEST_TOPICS = [
  'GS I — Art and Culture, Modern History',
  'GS II — Constitution and Polity',
  'GS III — Economy and Agriculture',
  'GS IV — Ethics theory and case studies',
  'Essay — one philosophical, one socio-economic',
  'GS I — Society and Geography',
  'GS II — Governance and International Relations',
  'GS III — Environment, S&amp;T and Security',
  'Full-length GS I and GS II',
  'Full-length GS III and GS IV',
] as const;

export const CSAT_TEST_TOPICS = [
  'Reading comprehension — 10 passages',
  'Number system, percentages, ratio and proportion',
  'Logical reasoning — syllogisms, statements and assumptions',
  'Data interpretation and data sufficiency',
  'Time, speed, work; averages; mixtures',
  'Full-length CSAT mock (80 questions)',
] as const;

export const COMMON_FEATURES = {
  mentorship: ['Personal mentorship', 'a dedicated mentor for every 40 students with fortnightly one-to-one reviews'] as const,
  material: ['Printed study material', 'subject-wise booklets revised every year, delivered at the centre or by courier'] as const,
  recordings: ['Recorded lectures', 'every live class is recorded and available on the student portal for revision'] as const,
  currentAffairs: ['Current affairs support', 'daily news analysis, weekly magazine and monthly digest included'] as const,
  library: ['Library and self-study hall', 'open from 7 AM to 11 PM at every centre'] as const,
  doubts: ['Doubt-clearing sessions', 'twice a week with subject faculty, in person and online'] as const,
  evaluation: ['Evaluation in 72 hours', 'answer scripts checked by senior faculty with marks, comments and a model answer'] as const,
  analytics: ['Performance analytics', 'all-India rank, topic-wise accuracy and comparison with toppers after every test'] as const,
};
