/** Test series: served by /course with coursetype 'testseries' and category 'Test Series'. */
import { AFTERNOON, MORNING, NOON, type CourseSpec } from './course-types';
import { COMMON_FEATURES as F, datedTests, featuresHtml, learnHtml, overviewHtml, testScheduleHtml } from './course-html';
import { SYLLABUS_CSAT, SYLLABUS_MAINS, SYLLABUS_PRELIMS_GS, SYLLABUS_SOCIOLOGY } from './course-syllabus';
import { BROCHURES, COURSE_PICS } from './pics';

export const testSeries: CourseSpec[] = [
  {
    courseurl: 'prelims-test-series-2027',
    coursename: 'All India Prelims Test Series 2027',
    coursetype: 'testseries',
    category: 'Test Series',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.testSeries,
    duration: '6 Months',
    brochure1: BROCHURES.testSeries,
    details: overviewHtml(
      'All India Prelims Test Series 2027',
      [
        'Forty tests — 24 sectional and 16 full-length — designed to match the difficulty and the elimination-friendly style of recent UPSC papers. Take them at any of our centres or online.',
        'Every test comes with a detailed explanation booklet, an all-India rank and a topic-wise accuracy report so you know exactly what to revise next.',
      ],
      [
        ['Tests', '24 sectional + 16 full-length GS + 6 CSAT'],
        ['Mode', 'Offline at all centres and online'],
        ['Results', 'Within 24 hours with all-India rank'],
      ],
    ),
    syllabus: SYLLABUS_PRELIMS_GS + SYLLABUS_CSAT,
    learnit: learnHtml([
      'Identify weak areas early with topic-wise analytics',
      'Practise elimination techniques on statement-based questions',
      'Build the stamina to attempt 100 questions in two hours',
    ]),
    testschedule: testScheduleHtml(
      datedTests(
        [
          ['2026-12-06', 'Polity — Constitution and institutions'],
          ['2026-12-20', 'Modern History'],
          ['2027-01-03', 'Geography of India and the world'],
          ['2027-01-17', 'Economy'],
          ['2027-01-31', 'Environment and Ecology'],
          ['2027-02-14', 'Art and Culture; Ancient and Medieval India'],
          ['2027-02-28', 'Science and Technology; current affairs'],
          ['2027-03-14', 'Full-length 1'],
          ['2027-03-28', 'Full-length 2'],
          ['2027-04-11', 'Full-length 3'],
        ],
        '100 MCQs, 2 hours',
      ),
      'The remaining full-length tests are held weekly from April to the examination.',
    ),
    features: featuresHtml([
      F.analytics,
      ['Explanation booklets', 'every option explained with sources'],
      ['Flexible mode', 'write at any centre or online within 72 hours'],
    ]),
    metatitle: 'UPSC Prelims Test Series 2027 | All India Ranking',
    metadescription:
      'All India Prelims Test Series 2027: 40 GS tests and 6 CSAT mocks with all-India ranking, explanations and topic-wise analytics, offline and online.',
    keywords: 'prelims test series 2027, upsc mock test, all india test series',
    facultyids: [1, 2, 3, 4, 8],
    batchLabel: 'Prelims TS',
    packages: [
      {
        name: 'Offline (at centre)',
        fee: 9500,
        batches: [
          [1, '2026-12-06', MORNING, 'Offline'],
          [2, '2026-12-06', MORNING, 'Offline'],
          [3, '2026-12-06', MORNING, 'Offline'],
          [4, '2026-12-06', MORNING, 'Offline'],
        ],
      },
      { name: 'Online', fee: 6500, batches: [[1, '2026-12-06', 'Any time within 72 hours', 'Online']] },
    ],
  },
  {
    courseurl: 'mains-test-series-2027',
    coursename: 'Mains Test Series 2027 (GS + Essay)',
    coursetype: 'testseries',
    category: 'Test Series',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.testSeries,
    duration: '7 Months',
    brochure1: BROCHURES.testSeries,
    details: overviewHtml(
      'Mains Test Series 2027',
      [
        '16 sectional and 8 full-length GS tests plus 6 essay tests, evaluated by senior faculty with detailed comments and model answers. One-to-one discussion after every full-length test.',
      ],
      [
        ['Tests', '16 sectional + 8 full-length GS + 6 Essay'],
        ['Evaluation', 'Within 72 hours'],
        ['Mode', 'Offline and online (scanned copies)'],
      ],
    ),
    syllabus: SYLLABUS_MAINS,
    learnit: learnHtml([
      'Improve answer structure with specific examiner feedback',
      'Manage time across 20 questions',
      'Track your score trend across tests',
    ]),
    testschedule: testScheduleHtml(
      datedTests(
        [
          ['2027-01-10', 'GS II — Polity and Constitution'],
          ['2027-01-24', 'GS III — Economy'],
          ['2027-02-07', 'Essay 1'],
          ['2027-02-21', 'GS I — History and Culture'],
          ['2027-03-07', 'GS IV — Ethics'],
          ['2027-03-21', 'Essay 2'],
          ['2027-07-04', 'Full-length GS I'],
          ['2027-07-05', 'Full-length GS II'],
        ],
        '20 questions, 3 hours',
      ),
      'Full-length tests resume after the Preliminary Examination.',
    ),
    features: featuresHtml([F.evaluation, F.mentorship, ['Model answers', 'for every question, with value-addition points']]),
    metatitle: 'UPSC Mains Test Series 2027 | GS + Essay',
    metadescription:
      'UPSC Mains Test Series 2027 with sectional and full-length GS tests and essays, evaluated within 72 hours by senior faculty, with model answers and mentoring.',
    keywords: 'mains test series 2027, upsc mains tests, essay test series',
    facultyids: [1, 2, 4, 5],
    batchLabel: 'Mains TS',
    packages: [
      {
        name: 'GS + Essay (Offline)',
        fee: 14000,
        batches: [
          [1, '2027-01-10', NOON, 'Offline'],
          [2, '2027-01-10', NOON, 'Offline'],
          [4, '2027-01-10', NOON, 'Offline'],
        ],
      },
      { name: 'GS + Essay (Online)', fee: 11000, batches: [[1, '2027-01-10', 'Upload within 48 hours', 'Online']] },
    ],
  },
  {
    courseurl: 'csat-test-series',
    coursename: 'CSAT Test Series',
    coursetype: 'testseries',
    category: 'Test Series',
    branchids: [1, 3],
    pic: COURSE_PICS.testSeries,
    duration: '3 Months',
    brochure1: BROCHURES.testSeries,
    details: overviewHtml(
      'CSAT Test Series',
      ['Twelve full-length CSAT mocks that mirror the latest UPSC pattern, with video solutions and time-per-question analysis.'],
      [
        ['Tests', '12 full-length'],
        ['Mode', 'Offline (ORN, Pune) and online'],
      ],
    ),
    syllabus: SYLLABUS_CSAT,
    learnit: learnHtml(['Find your best attempt order for the three sections', 'Cut time spent on lengthy numeracy questions']),
    testschedule: testScheduleHtml(
      datedTests(
        [
          ['2027-02-07', 'Mock 1'],
          ['2027-02-21', 'Mock 2'],
          ['2027-03-07', 'Mock 3'],
          ['2027-03-21', 'Mock 4'],
        ],
        '80 MCQs, 2 hours',
        'Mock',
      ),
      'Weekly mocks from April until the examination.',
    ),
    features: featuresHtml([F.analytics, ['Video solutions', 'for every question']]),
    metatitle: 'UPSC CSAT Test Series | 12 Full-length Mocks',
    metadescription:
      'CSAT Test Series with 12 full-length mocks on the latest UPSC pattern, video solutions and time-per-question analysis to clear Prelims Paper II with ease.',
    keywords: 'csat test series, csat mock test',
    facultyids: [6],
    batchLabel: 'CSAT TS',
    packages: [
      {
        name: 'Offline + Online',
        fee: 4500,
        batches: [
          [1, '2027-02-07', AFTERNOON, 'Offline'],
          [3, '2027-02-07', AFTERNOON, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'sociology-optional-test-series',
    coursename: 'Sociology Optional Test Series',
    coursetype: 'testseries',
    category: 'Test Series',
    branchids: [1, 2],
    pic: COURSE_PICS.testSeries,
    duration: '4 Months',
    brochure1: BROCHURES.testSeries,
    details: overviewHtml(
      'Sociology Optional Test Series',
      ['Eight sectional and four full-length tests for Sociology Papers I and II, evaluated personally by the subject faculty.'],
      [
        ['Tests', '8 sectional + 4 full-length'],
        ['Evaluation', 'Within 5 days with detailed feedback'],
      ],
    ),
    syllabus: SYLLABUS_SOCIOLOGY,
    learnit: learnHtml(['Apply thinkers to contemporary Indian issues', 'Write 20-mark answers with sociological vocabulary']),
    testschedule: testScheduleHtml(
      datedTests(
        [
          ['2027-03-14', 'Thinkers'],
          ['2027-03-28', 'Stratification and mobility'],
          ['2027-04-11', 'Indian society — caste and tribes'],
          ['2027-04-25', 'Full-length Paper I'],
        ],
        '250 marks, 3 hours',
      ),
      'Full-length Paper II tests follow in July.',
    ),
    features: featuresHtml([F.evaluation, ['Discussion class', 'after every test']]),
    metatitle: 'Sociology Optional Test Series for UPSC Mains',
    metadescription:
      'Sociology optional test series for UPSC Mains with sectional and full-length tests for Papers I and II, evaluated by faculty with feedback and discussion.',
    keywords: 'sociology test series, upsc sociology optional',
    facultyids: [7],
    batchLabel: 'Sociology TS',
    packages: [
      {
        name: 'Offline + Online',
        fee: 8000,
        batches: [
          [1, '2027-03-14', AFTERNOON, 'Offline'],
          [2, '2027-03-14', AFTERNOON, 'Offline'],
        ],
      },
    ],
  },
];
