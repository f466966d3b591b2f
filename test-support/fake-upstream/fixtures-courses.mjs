// Fixtures: courses and test series with their packages, batches and faculty (docs/content-contract.md#courses, docs/content-contract.md#course-detail).

import { addDays } from './lib.mjs';
import { GOOD_HTML, HINDI_TEXT, HOSTILE_HTML, LONG_TITLE, TEXT_EDGE } from './fixtures-edge.mjs';

/** @type {Record<number, string>} */
const BRANCH_NAMES = { 1: 'Old Rajinder Nagar', 2: 'Mukherjee Nagar', 3: 'Pune', 4: 'Hyderabad' };

/**
 * @param {ReturnType<import('./fixtures-edge.mjs').mediaUrls>} m
 * @param {string} today YYYY-MM-DD (IST)
 */
export function buildCourses(m, today) {
  const faculty = [
    {
      ID: 1,
      name: 'Fake Faculty Polity',
      designation: 'Head of Polity',
      pic: m.pic('fake-faculty-1'),
      description: 'Fake faculty with 15 years of teaching.',
    },
    { ID: 2, name: 'फ़ेक प्राध्यापक इतिहास', designation: 'इतिहास विभाग', pic: null, description: HINDI_TEXT },
    { ID: 3, name: 'Fake Faculty Economy', designation: '', pic: m.pic('fake-faculty-3'), description: TEXT_EDGE },
    { ID: 4, name: 'Fake Faculty Ethics', pic: '' }, // designation and description missing
    { ID: 5, name: 'Fake Faculty Geography', designation: null, pic: m.pic('fake-faculty-5'), description: null },
  ];

  let batchId = 700;
  /** @param {number} branchid @param {string} label @param {number} inDays @param {Partial<Record<string, unknown>>} [extra] */
  const batch = (branchid, label, inDays, extra = {}) => ({
    ID: ++batchId,
    branchid,
    batchname: `Fake ${label} – ${addDays(today, inDays)} (${BRANCH_NAMES[branchid]})`,
    startdate: addDays(today, inDays),
    timing: '8:00 AM – 11:00 AM',
    mode: 'Offline',
    ...extra,
  });

  // Course definitions: the course item (all fields of docs/content-contract.md#courses) plus its packages and faculty ids.
  /** @type {{ course: Record<string, any>, packages: any[], facultyIds: number[] }[]} */
  const defs = [
    {
      course: {
        ID: 101,
        courseurl: 'fake-upstream-gs-foundation',
        coursename: 'Fake Upstream GS Foundation',
        coursetype: 'course',
        category: '1 Year G.S Course',
        branchids: [1, 2, 3],
        pic: m.pic('fake-course-foundation'),
        duration: '12 Months',
        brochure1: m.pdf('fake-foundation-brochure'),
        details: `<p>Fake Upstream foundation overview.</p>${HOSTILE_HTML}`,
        syllabus: `<h3>Fake Syllabus</h3>${GOOD_HTML}`,
        learnit: '<ul><li>Fake learn polity</li><li>Fake learn economy</li></ul>',
        testschedule: '<table><tr><th>Fake Test</th><th>Date</th></tr><tr><td>Fake Test 1</td><td>Week 4</td></tr></table>',
        features: '<ul><li>Fake feature: printed notes</li><li onclick="alert(1)">Fake feature: mentorship</li></ul>',
        metatitle: 'Fake Upstream GS Foundation | Meta',
        metadescription: 'Fake Upstream foundation meta description',
        keywords: 'upsc, gs foundation, delhi',
      },
      packages: [
        {
          ID: 51,
          packagename: 'Classroom Programme',
          fee: 145000,
          batches: [
            batch(1, 'Foundation Batch', 10),
            batch(2, 'Foundation Batch', 20, { timing: null }),
            batch(3, 'Foundation Batch', 30, { timing: '' }),
          ],
        },
        {
          ID: 52,
          packagename: 'Online Live Programme',
          fee: 75000,
          batches: [batch(1, 'Online Foundation Batch', 15, { mode: 'Online', timing: '6:00 PM – 9:00 PM' })],
        },
      ],
      facultyIds: [1, 2, 3, 4, 5],
    },
    {
      course: {
        ID: 102,
        courseurl: 'fake-upstream-hindi-gs',
        coursename: 'फ़ेक अपस्ट्रीम सामान्य अध्ययन फाउंडेशन (हिंदी माध्यम) 📚',
        coursetype: 'course',
        category: '2 Years G.S Course',
        branchids: [2],
        pic: m.pic('fake-course-hindi'),
        duration: '24 महीने',
        brochure1: null,
        details: `<p>${HINDI_TEXT}</p>`,
        syllabus: '<p>फ़ेक पाठ्यक्रम</p>',
        learnit: null,
        testschedule: '',
        features: null,
        metatitle: 'फ़ेक अपस्ट्रीम हिंदी माध्यम',
        metadescription: HINDI_TEXT,
        keywords: 'यूपीएससी, हिंदी माध्यम',
      },
      packages: [{ ID: 53, packagename: 'हिंदी माध्यम कक्षा कार्यक्रम', fee: 120000, batches: [batch(2, 'हिंदी बैच', 12)] }],
      facultyIds: [2],
    },
    {
      course: {
        // long title; most optional fields missing, null or ""
        ID: 103,
        courseurl: 'fake-upstream-long-title-course',
        coursename: LONG_TITLE,
        coursetype: 'course',
        category: 'G.S Module Course',
        branchids: [4],
        duration: null,
        brochure1: '',
        details: '',
        syllabus: null,
        metatitle: '',
        keywords: null,
      },
      packages: [
        { ID: 54, packagename: `Fake Package ${TEXT_EDGE}`, fee: 25000, batches: [batch(4, 'Module Batch', 5, { timing: undefined })] },
      ],
      facultyIds: [],
    },
    {
      course: {
        // no packages at all, no branches, no batches
        ID: 104,
        courseurl: 'fake-upstream-csat-no-packages',
        coursename: 'Fake Upstream CSAT No Packages',
        coursetype: 'course',
        category: 'CSAT',
        branchids: [],
        pic: null,
        duration: '3 Months',
        brochure1: null,
        details: '<p>Fake CSAT course without packages.</p>',
        syllabus: '',
        learnit: '',
        testschedule: null,
        features: '',
        metatitle: null,
        metadescription: null,
        keywords: '',
      },
      packages: [],
      facultyIds: [],
    },
    {
      course: {
        // one package whose batches list is empty
        ID: 105,
        courseurl: 'fake-upstream-optional-empty-batches',
        coursename: 'Fake Upstream Optional Empty Batches',
        coursetype: 'course',
        category: 'Optional Subject Course',
        branchids: [1],
        pic: m.pic('fake-course-optional'),
        duration: '6 Months',
        brochure1: m.pdf('fake-optional-brochure'),
        details: `<p>Fake optional subject. ${TEXT_EDGE.replace(/</g, '&lt;')}</p>`,
        metatitle: 'Fake Upstream Optional',
        metadescription: 'Fake optional description',
        keywords: 'upsc, optional',
      },
      packages: [{ ID: 55, packagename: 'Sociology Optional', fee: 55000, batches: [] }],
      facultyIds: [3],
    },
    {
      course: {
        ID: 106,
        courseurl: 'fake-upstream-mains-mastery-2025',
        coursename: 'Fake Upstream Mains Mastery 2025',
        coursetype: 'course',
        category: 'Mains Mastery Course 2025',
        branchids: [1, 4],
        pic: m.pic('fake-course-mains'),
        duration: '8 Months',
        brochure1: m.pdf('fake-mains-brochure'),
        details: GOOD_HTML,
        syllabus: GOOD_HTML,
        learnit: GOOD_HTML,
        testschedule: GOOD_HTML,
        features: GOOD_HTML,
        metatitle: 'Fake Upstream Mains Mastery',
        metadescription: 'Fake mains description',
        keywords: 'upsc, mains, answer writing',
      },
      packages: [
        {
          ID: 56,
          packagename: 'Mains Mastery Classroom',
          fee: 60000,
          batches: [batch(4, 'Mains Batch', 7), batch(1, 'Mains Online Batch', 9, { mode: 'Online' }), batch(4, 'Mains Weekend Batch', 21)],
        },
      ],
      facultyIds: [1, 3],
    },
    {
      course: {
        // offered at all four branches, but batches only in Pune (branchnames ≠ branchNames)
        ID: 107,
        courseurl: 'fake-upstream-gs-module-ethics',
        coursename: 'Fake Upstream GS Module: Ethics',
        coursetype: 'course',
        category: 'G.S Module Course',
        branchids: [1, 2, 3, 4],
        pic: m.pic('fake-course-ethics'),
        duration: '2 Months',
        brochure1: null,
        details: '<p>Fake ethics module.</p>',
        metatitle: null,
        metadescription: '',
        keywords: 'upsc, ethics',
      },
      packages: [{ ID: 57, packagename: 'Ethics Module', fee: 18000, batches: [batch(3, 'Ethics Batch', 14)] }],
      facultyIds: [4],
    },
    {
      course: {
        ID: 108,
        courseurl: 'fake-upstream-prelims-test-series',
        coursename: 'Fake Upstream Prelims Test Series',
        coursetype: 'testseries',
        category: 'Test Series',
        branchids: [1, 2],
        pic: m.pic('fake-testseries-prelims'),
        duration: '5 Months',
        brochure1: m.pdf('fake-prelims-ts-brochure'),
        details: `<p>Fake prelims test series.</p>${HOSTILE_HTML}`,
        testschedule: '<ol><li>Fake Prelims Test 1</li><li>Fake Prelims Test 2</li></ol>',
        metatitle: 'Fake Upstream Prelims Test Series',
        metadescription: 'Fake prelims TS description',
        keywords: 'upsc, prelims, test series',
      },
      packages: [
        { ID: 58, packagename: 'All India Prelims Test Series', fee: 9999, batches: [batch(1, 'Prelims TS Batch', 3, { mode: 'Online' })] },
      ],
      facultyIds: [1],
    },
    {
      course: {
        ID: 109,
        courseurl: 'fake-upstream-mains-test-series',
        coursename: `Fake Upstream Mains Test Series ${TEXT_EDGE}`,
        coursetype: 'testseries',
        category: 'Test Series',
        branchids: [],
        pic: null,
        duration: '',
        brochure1: null,
        details: null,
      },
      packages: [],
      facultyIds: [],
    },
  ];

  const courses = defs.map(({ course, packages }) => {
    const totalBatch = packages.reduce((n, p) => n + p.batches.length, 0);
    const branchNames = course.branchids.map((/** @type {number} */ id) => BRANCH_NAMES[id]);
    // keep the field order of docs/content-contract.md#courses roughly: identity first, then the rest
    const { ID, courseurl, coursename, coursetype, category, branchids, ...rest } = course;
    return { ID, courseurl, coursename, coursetype, category, branchids, branchNames, totalBatch, ...rest };
  });
  /** @type {Record<string, { packages: any[], facultyIds: number[] }>} by courseurl */
  const courseExtras = Object.fromEntries(defs.map((d) => [d.course.courseurl, { packages: d.packages, facultyIds: d.facultyIds }]));

  return { faculty, courses, courseExtras };
}
