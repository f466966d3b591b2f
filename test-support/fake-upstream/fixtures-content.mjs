// Fixtures: dated collections (daily current affairs, articles, blogs, digests, MCQs, videos)
// and pages/lists (about, upsc, exploration, other lists). docs/content-contract.md#endpoints.

import { addDays, addMonths, newestFirst } from './lib.mjs';
import { GOOD_HTML, HINDI_TEXT, HOSTILE_HTML, LONG_TITLE, TEXT_EDGE } from './fixtures-edge.mjs';

/** The oldest date in the data: the site's default range starts here (inclusive boundary). */
export const OLDEST_DATE = '2019-07-01';

/** Days before today of the 23 daily articles: 3 today, 2 yesterday, 2 two days ago, then older. */
const DAILY_AGES = [0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 7, 9, 12, 15, 20, 30, 45, 60, 90, 120, 200, 365, null];
const BLOG_AGES = [0, 1, 3, 6, 10, 14, 21, 30, 45, 60, 90, null];
const ARTICLE_AGES = [0, 2, 4, 8, 16, 32, 64, 128, 256, 512, null];
export const VIDEO_CATEGORIES = [
  [31, 'Podcasts'],
  [4, 'General Category'],
  [8, 'Current Affairs'],
  [23, 'Announcement'],
  [34, 'Webinar'],
  [35, 'Daily News Analysis'],
  [39, "Topper's Mock Interview"],
  [40, "Topper's Talk"],
  [41, 'Demo Lecture Video'],
];
/** Videos per category id; Webinar (34) has none on purpose. */
const VIDEO_PLAN = [31, 31, 4, 4, 8, 8, 8, 23, 35, 35, 39, 40, 41, 41];

/**
 * Optional-field variants cycled over items: present, missing, null, "".
 * @param {number} i @param {string} key @param {unknown} value
 */
function opt(i, key, value) {
  const v = i % 4;
  return v === 0 ? { [key]: value } : v === 1 ? {} : { [key]: v === 2 ? null : '' };
}

/**
 * @param {ReturnType<import('./fixtures-edge.mjs').mediaUrls>} m
 * @param {string} today YYYY-MM-DD (IST)
 */
export function buildContent(m, today) {
  /** @param {number | null} age */
  const dateOf = (age) => (age === null ? OLDEST_DATE : addDays(today, -age));

  const daily = DAILY_AGES.map((age, i) => {
    const n = DAILY_AGES.length - i; // newest gets the highest ID
    /** @type {Record<string, string>} */
    const s =
      [
        { articleurl: 'fake-daily-today-hostile-html', title: 'Fake Daily Today Hostile HTML', content: HOSTILE_HTML },
        { articleurl: 'fake-daily-hindi', title: `Fake Daily ${HINDI_TEXT}`, content: `<p>${HINDI_TEXT}</p>${GOOD_HTML}` },
        { articleurl: 'fake-daily-long-title', title: `Fake Daily ${LONG_TITLE}`, content: GOOD_HTML },
        { articleurl: 'fake-daily-text-edge', title: `Fake Daily ${TEXT_EDGE}`, content: '<p>Fake daily yesterday.</p>' },
      ][i] ?? {};
    return {
      ID: n,
      articleurl: s.articleurl ?? `fake-daily-article-${n}`,
      title: s.title ?? `Fake Daily Article ${n}`,
      content: s.content ?? `<p>Fake daily article ${n} body.</p>`,
      ...opt(i, 'shortdescription', `Fake daily short description ${n}`),
      ...opt(i + 1, 'pic', m.pic(`fake-daily-${n}`)),
      date: dateOf(age),
      ...opt(i + 2, 'metatitle', `Fake Daily Meta ${n}`),
      ...opt(i + 3, 'metadescription', `Fake daily meta description ${n}`),
      ...opt(i, 'keywords', 'upsc, daily, current affairs'),
    };
  });

  const blogs = BLOG_AGES.map((age, i) => {
    const n = BLOG_AGES.length - i;
    /** @type {Record<string, string>} */
    const s =
      [
        {
          blogurl: 'fake-blog-hostile-html',
          title: 'Fake Blog Hostile HTML',
          content: HOSTILE_HTML,
          shortdescription: 'Fake blog about the MONSOON session',
        },
        { blogurl: 'fake-blog-hindi', title: `Fake Blog ${HINDI_TEXT}`, content: `<p>${HINDI_TEXT}</p>` },
        { blogurl: 'fake-blog-long-title', title: `Fake Blog ${LONG_TITLE}`, content: GOOD_HTML },
        { blogurl: 'fake-blog-text-edge', title: `Fake Blog ${TEXT_EDGE}`, content: '<p>Fake text edge blog.</p>' },
        { title: 'Fake Blog Monsoon And Agriculture', shortdescription: 'Fake blog: rains and crops' },
      ][i] ?? {};
    return {
      ID: n,
      blogurl: s.blogurl ?? `fake-blog-${n}`,
      title: s.title ?? `Fake Blog Number ${n}`,
      content: s.content ?? `<p>Fake blog ${n} body.</p>${i % 2 ? GOOD_HTML : ''}`,
      ...(s.shortdescription ? { shortdescription: s.shortdescription } : opt(i, 'shortdescription', `Fake blog short description ${n}`)),
      ...opt(i + 1, 'pic', m.pic(`fake-blog-${n}`)),
      date: dateOf(age),
      ...opt(i + 2, 'metatitle', `Fake Blog Meta ${n}`),
      ...opt(i + 3, 'metadescription', `Fake blog meta description ${n}`),
      ...opt(i, 'keywords', 'upsc, blog'),
    };
  });

  const articles = ARTICLE_AGES.map((age, i) => {
    const n = ARTICLE_AGES.length - i;
    /** @type {Record<string, string>} */
    const s =
      [
        { articleurl: 'fake-article-hostile-html', question: 'Fake Article Hostile HTML', answer: HOSTILE_HTML },
        { articleurl: 'fake-article-hindi', question: `Fake Article ${HINDI_TEXT}` },
        { articleurl: 'fake-article-long-title', question: `Fake Article ${LONG_TITLE}` },
        { question: `Fake Article ${TEXT_EDGE}` },
      ][i] ?? {};
    return {
      ID: n,
      articleurl: s.articleurl ?? `fake-article-${n}`,
      question: s.question ?? `Fake Article Number ${n}`,
      answer: s.answer ?? `<p>Fake article ${n} answer.</p>`,
      date: dateOf(age),
      ...opt(i, 'metatitle', `Fake Article Meta ${n}`),
      ...opt(i + 1, 'metadescription', `Fake article meta ${n}`),
      ...opt(i + 2, 'keywords', 'upsc, article'),
    };
  });

  const currentaffairs = Array.from({ length: 11 }, (_, i) => {
    const month = addMonths(today, -i);
    return {
      ID: 11 - i,
      title: `Fake Monthly Digest ${month}`,
      month,
      ...opt(i, 'pic', m.pic(`fake-digest-${month}`)),
      fileurl: m.pdf(`fake-digest-${month}`),
      date: `${month}-01`,
    };
  });

  const mcq = Array.from({ length: 12 }, (_, i) => ({
    ID: 12 - i,
    question: i === 0 ? `Fake MCQ ${TEXT_EDGE}: which is true?` : i === 1 ? `Fake MCQ ${HINDI_TEXT}?` : `Fake MCQ Question ${12 - i}`,
    option1: 'Fake option A',
    option2: 'Fake option B <b>',
    option3: 'Fake option C & D',
    option4: 'विकल्प घ',
    correctoption: (i % 4) + 1,
    ...opt(i, 'explanation', i === 0 ? HOSTILE_HTML : `<p>Fake explanation ${12 - i}</p>`),
    date: dateOf(i * 3),
  }));

  const videocategory = VIDEO_CATEGORIES.map(([ID, categoryname]) => ({ ID, categoryname }));
  const videos = VIDEO_PLAN.map((categoryid, i) => ({
    ID: VIDEO_PLAN.length - i,
    title: i === 1 ? `Fake Video ${HINDI_TEXT}` : i === 2 ? `Fake Video ${TEXT_EDGE}` : `Fake Video ${VIDEO_PLAN.length - i}`,
    categoryid,
    videourl: `https://www.youtube.com/watch?v=fakeVideo${String(i).padStart(3, '0')}`,
    ...opt(i, 'thumbnail', m.pic(`fake-video-${i}`)),
    date: dateOf(i * 5),
  }));

  const about = [
    {
      ID: 1,
      abouturl: 'fake-upstream-about-us',
      title: 'Fake Upstream About Us',
      content: `<p>Fake about us.</p>${HOSTILE_HTML}`,
      pic: m.pic('fake-about-us'),
      metatitle: 'Fake About Meta',
      metadescription: 'Fake about meta description',
    },
    {
      ID: 2,
      abouturl: 'fake-upstream-our-team',
      title: `Fake Our Team ${HINDI_TEXT}`,
      content: GOOD_HTML,
      pic: null,
      metatitle: '',
      metadescription: null,
    },
  ];
  const upsc = [
    ['privacy-policy', 'Fake Privacy Policy'],
    ['refund-policy', 'Fake Refund Policy'],
    ['terms-and-conditions', 'Fake Terms And Conditions'],
    ['referal-policy', 'Fake Referral Policy'],
    ['fake-upstream-hostile-page', `Fake Hostile Page ${TEXT_EDGE}`],
  ].map(([pageurl, title], i) => ({
    ID: i + 1,
    pageurl,
    title,
    content: i === 4 ? HOSTILE_HTML : `<h2>${title}</h2>${GOOD_HTML}`,
    ...opt(i, 'metatitle', `${title} Meta`),
    ...opt(i + 1, 'metadescription', `${title} description`),
  }));
  const exploration = newestFirst([
    {
      ID: 1,
      exploreurl: 'fake-explore-hostile-html',
      title: 'Fake Exploration Hostile HTML',
      shortdescription: TEXT_EDGE,
      pic: m.pic('fake-explore-1'),
      content: HOSTILE_HTML,
      date: dateOf(1),
      metatitle: 'Fake Explore Meta',
      metadescription: 'Fake explore description',
      keywords: 'upsc, explore',
    },
    {
      ID: 2,
      exploreurl: 'fake-explore-hindi',
      title: `Fake Exploration ${HINDI_TEXT}`,
      shortdescription: null,
      content: `<p>${HINDI_TEXT}</p>`,
      date: dateOf(10),
    },
    {
      ID: 3,
      exploreurl: 'fake-explore-long-title',
      title: `Fake Exploration ${LONG_TITLE}`,
      shortdescription: '',
      pic: '',
      content: GOOD_HTML,
      date: dateOf(40),
      metatitle: null,
    },
    {
      ID: 4,
      exploreurl: 'fake-explore-oldest',
      title: 'Fake Exploration Oldest',
      content: '<p>Fake oldest exploration.</p>',
      date: OLDEST_DATE,
    },
  ]);

  const faq = [
    { ID: 1, question: 'Fake FAQ: when do batches start?', answer: GOOD_HTML },
    { ID: 2, question: `Fake FAQ ${TEXT_EDGE}?`, answer: HOSTILE_HTML },
    { ID: 3, question: `Fake FAQ ${HINDI_TEXT}?`, answer: `<p>${HINDI_TEXT}</p>` },
    { ID: 4, question: 'Fake FAQ with empty answer', answer: '' },
  ];
  const interviewcontent = [
    { ID: 1, title: 'Fake Interview Section One', content: GOOD_HTML, pic: m.pic('fake-interview-1') },
    { ID: 2, title: `Fake Interview ${TEXT_EDGE}`, content: HOSTILE_HTML, pic: null },
    { ID: 3, title: `Fake Interview ${HINDI_TEXT}`, content: '<p>फ़ेक साक्षात्कार</p>' },
  ];
  const interviewpanel = [
    {
      ID: 1,
      name: 'Fake Panelist Retired IAS',
      designation: 'IAS (Retd.)',
      pic: m.pic('fake-panel-1'),
      description: 'Fake panelist description.',
    },
    { ID: 2, name: 'फ़ेक पैनलिस्ट', designation: null, pic: '', description: TEXT_EDGE },
    { ID: 3, name: 'Fake Panelist Three' },
  ];
  /** @param {string} kind @param {number} count */
  const magazines = (kind, count) =>
    Array.from({ length: count }, (_, i) => ({
      ID: count - i,
      headline: i === 1 ? `Fake ${kind} ${HINDI_TEXT}` : `Fake ${kind} ${addMonths(today, -i)}`,
      ...opt(i, 'coverpic', m.pic(`fake-${kind.toLowerCase().replace(/\W+/g, '-')}-${i}`)),
      fileurl: m.pdf(`fake-${kind.toLowerCase().replace(/\W+/g, '-')}-${i}`),
      date: dateOf(i * 30),
    }));
  const generalessay = [
    { ID: 3, title: 'Fake Essay: Technology And Society', content: GOOD_HTML, date: dateOf(2) },
    { ID: 2, title: `Fake Essay ${HINDI_TEXT}`, content: HOSTILE_HTML, date: dateOf(20) },
    { ID: 1, title: `Fake Essay ${LONG_TITLE}`, content: '<p>Fake essay.</p>', date: OLDEST_DATE },
  ];
  const books = [
    {
      ID: 1,
      title: 'Fake Book Indian Polity',
      description: 'Fake polity book.',
      pic: m.pic('fake-book-1'),
      price: 450,
      buyurl: 'https://www.example.com/fake-buy-polity',
    },
    { ID: 2, title: `Fake Book ${HINDI_TEXT}`, description: null, pic: null, price: null, buyurl: null },
    { ID: 3, title: `Fake Book ${TEXT_EDGE}`, description: TEXT_EDGE, pic: '', price: 0, buyurl: '' },
    { ID: 4, title: 'Fake Book No Optional Fields' },
  ];

  return {
    daily: newestFirst(daily),
    articles: newestFirst(articles),
    blogs: newestFirst(blogs),
    currentaffairs: newestFirst(currentaffairs),
    mcq: newestFirst(mcq),
    videocategory,
    videos: newestFirst(videos),
    about,
    upsc,
    exploration,
    faq,
    interviewcontent,
    interviewpanel,
    magazine: magazines('Magazine', 3),
    weeklymagazine: magazines('Weekly Magazine', 4),
    appscMagazine: magazines('APPSC Magazine', 2),
    generalessay,
    books,
  };
}
