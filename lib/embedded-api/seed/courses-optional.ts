/** Optional subject courses and G.S module courses. */
import { AFTERNOON, EVENING, MORNING, NOON, type CourseSpec } from './course-types';
import { COMMON_FEATURES as F, featuresHtml, learnHtml, overviewHtml, testScheduleHtml, weeklyTests } from './course-html';
import {
  SYLLABUS_ANTHROPOLOGY,
  SYLLABUS_CURRENT_AFFAIRS,
  SYLLABUS_ECONOMY,
  SYLLABUS_GEOGRAPHY,
  SYLLABUS_GS4,
  SYLLABUS_SOCIOLOGY,
} from './course-syllabus';
import { BROCHURES, COURSE_PICS } from './pics';

const OPTIONAL_FEATURES = [
  F.material,
  F.evaluation,
  F.recordings,
  ['Previous-year papers', 'topic-wise discussion of every question asked since 2013'],
] as const;

export const optionalCourses: CourseSpec[] = [
  {
    courseurl: 'sociology-optional',
    coursename: 'Sociology Optional Course',
    coursetype: 'course',
    category: 'Optional Subject Course',
    branchids: [1, 2],
    pic: COURSE_PICS.optional,
    duration: '5 Months',
    brochure1: BROCHURES.optional,
    details: overviewHtml(
      'Sociology Optional',
      [
        'Sociology is one of the most popular optionals because of its compact syllabus and its overlap with GS Paper I, Essay and Ethics. Our course covers both papers with a strong focus on <strong>thinkers, Indian examples and answer writing</strong>.',
        'Each unit ends with a sectional test; the last month is dedicated to full-length tests and revision.',
      ],
      [
        ['Duration', '5 months'],
        ['Papers', 'Paper I and Paper II (250 marks each)'],
        ['Tests', '10 sectional + 4 full-length'],
        ['Mode', 'Offline (Delhi) and live online'],
      ],
    ),
    syllabus: SYLLABUS_SOCIOLOGY,
    learnit: learnHtml([
      'Explain the ideas of Marx, Weber, Durkheim, Parsons, Merton and Mead and apply them to Indian society',
      'Use Indian sociologists — Ghurye, Srinivas, Desai, Dube — to support Paper II answers',
      'Quote empirical studies and current data in answers',
      'Write 10-, 15- and 20-mark answers within the word limit',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        [
          'Sociology as science; research methods',
          'Thinkers I — Marx, Durkheim',
          'Thinkers II — Weber, Parsons, Merton, Mead',
          'Stratification and mobility',
          'Religion, kinship, social change',
          'Perspectives on Indian society',
          'Caste and tribes',
          'Rural and agrarian transformation',
          'Social movements and population',
          'Full-length Paper I',
          'Full-length Paper II',
        ],
        '250 marks, 3 hours',
        3,
        2,
      ),
      'Full-length tests are evaluated by the subject faculty personally.',
    ),
    features: featuresHtml([...OPTIONAL_FEATURES]),
    metatitle: 'Sociology Optional Coaching for UPSC | Paper I & II',
    metadescription:
      'Complete UPSC Sociology optional course covering thinkers, Indian society and answer writing, with sectional and full-length tests evaluated by faculty.',
    keywords: 'sociology optional, upsc sociology, optional coaching delhi',
    facultyids: [7],
    batchLabel: 'Sociology Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 55000,
        batches: [
          [1, '2026-10-05', AFTERNOON, 'Offline'],
          [2, '2027-04-12', EVENING, 'Offline'],
        ],
      },
      { name: 'Live Online', fee: 38000, batches: [[1, '2027-04-12', EVENING, 'Online']] },
    ],
  },
  {
    courseurl: 'geography-optional',
    coursename: 'Geography Optional Course',
    coursetype: 'course',
    category: 'Optional Subject Course',
    branchids: [1, 4],
    pic: COURSE_PICS.optional,
    duration: '6 Months',
    brochure1: BROCHURES.optional,
    details: overviewHtml(
      'Geography Optional',
      [
        'Geography rewards conceptual clarity and good diagrams. The course covers physical and human geography and the geography of India, with map work in every class.',
        'Students receive a practice atlas and a diagram workbook with more than 300 illustrations.',
      ],
      [
        ['Duration', '6 months'],
        ['Mode', 'Offline (Old Rajinder Nagar, Hyderabad)'],
        ['Extras', 'Map workbook and diagram bank'],
      ],
    ),
    syllabus: SYLLABUS_GEOGRAPHY,
    learnit: learnHtml([
      'Draw neat, labelled diagrams in under a minute',
      'Explain models and theories of human geography with Indian examples',
      'Answer map-based questions on the Indian physical and cultural setting',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        [
          'Geomorphology',
          'Climatology and oceanography',
          'Human and economic geography',
          'Models and theories',
          'Physical setting of India',
          'Agriculture and industry',
          'Full-length Paper I',
          'Full-length Paper II',
        ],
        '250 marks, 3 hours',
        4,
        2,
      ),
      'Map test every fortnight alongside the schedule above.',
    ),
    features: featuresHtml([...OPTIONAL_FEATURES, ['Map work', 'daily 15-minute map practice']]),
    metatitle: 'Geography Optional Coaching for UPSC | Delhi, Hyderabad',
    metadescription:
      'UPSC Geography optional course with concept classes, map work, a 300-diagram workbook and sectional tests for Paper I and Paper II, in Delhi and Hyderabad.',
    keywords: 'geography optional, upsc geography, optional coaching',
    facultyids: [3],
    batchLabel: 'Geography Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 58000,
        batches: [
          [1, '2027-02-01', MORNING, 'Offline'],
          [4, '2027-02-08', AFTERNOON, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'anthropology-optional',
    coursename: 'Anthropology Optional Course',
    coursetype: 'course',
    category: 'Optional Subject Course',
    branchids: [1],
    pic: COURSE_PICS.optional,
    duration: '5 Months',
    brochure1: BROCHURES.optional,
    details: overviewHtml(
      'Anthropology Optional',
      [
        'Anthropology is a scoring optional for science and humanities graduates alike. Batches for the next session will be announced soon — leave your details and our counsellor will call you when registrations open.',
      ],
      [
        ['Duration', '5 months'],
        ['Papers', 'Paper I and Paper II'],
        ['Next batch', 'To be announced'],
      ],
    ),
    syllabus: SYLLABUS_ANTHROPOLOGY,
    learnit: learnHtml([
      'Explain human evolution and genetics with diagrams',
      'Analyse tribal issues in India with case studies and constitutional provisions',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        ['Physical anthropology', 'Socio-cultural anthropology', 'Indian anthropology', 'Full-length Paper I', 'Full-length Paper II'],
        '250 marks, 3 hours',
        4,
        3,
      ),
      'Schedule will be confirmed with the batch announcement.',
    ),
    features: featuresHtml([...OPTIONAL_FEATURES]),
    metatitle: 'Anthropology Optional for UPSC | Batch to be Announced',
    metadescription:
      'UPSC Anthropology optional course covering physical, socio-cultural and Indian anthropology with diagrams, case studies and tests. Register your interest now.',
    keywords: 'anthropology optional, upsc anthropology',
    facultyids: [7],
    batchLabel: 'Anthropology Batch',
    packages: [],
  },
  {
    courseurl: 'ethics-integrity-aptitude-module',
    coursename: 'G.S Paper IV: Ethics, Integrity & Aptitude Module',
    coursetype: 'course',
    category: 'G.S Module Course',
    branchids: [1, 2, 3],
    pic: COURSE_PICS.module,
    duration: '2 Months',
    brochure1: BROCHURES.module,
    details: overviewHtml(
      'Ethics, Integrity & Aptitude',
      [
        'GS Paper IV can be the most scoring paper of Mains. This module covers every theme of the syllabus and trains you to solve case studies with a clear framework.',
        'Includes a compilation of 150 case studies and 100 quotes by thinkers and administrators.',
      ],
      [
        ['Duration', '2 months'],
        ['Mode', 'Offline (ORN, Mukherjee Nagar, Pune)'],
        ['Tests', '4 sectional, 2 full-length'],
      ],
    ),
    syllabus: SYLLABUS_GS4,
    learnit: learnHtml([
      'Define and illustrate ethical concepts with real examples from administration',
      'Solve case studies by identifying stakeholders, dilemmas and options',
      'Use thinkers and quotes meaningfully rather than decoratively',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        [
          'Ethics and human interface; attitude',
          'Aptitude, foundational values, EI',
          'Thinkers; probity in governance',
          'Case studies',
          'Full-length Paper IV',
          'Full-length Paper IV',
        ],
        '250 marks, 3 hours',
        2,
        1,
      ),
      'Case-study discussion follows every test.',
    ),
    features: featuresHtml([F.evaluation, ['Case study bank', '150 solved case studies'], F.recordings]),
    metatitle: 'UPSC Ethics GS Paper IV Module | Case Studies',
    metadescription:
      'Two-month module for UPSC GS Paper IV: ethics theory, thinkers, probity in governance and a framework for case studies, with 150 solved cases and tests.',
    keywords: 'upsc ethics, gs paper 4, case studies, ethics module',
    facultyids: [5],
    batchLabel: 'Ethics Batch',
    packages: [
      {
        name: 'Classroom Module',
        fee: 15000,
        batches: [
          [1, '2026-11-02', EVENING, 'Offline'],
          [2, '2027-05-03', AFTERNOON, 'Offline'],
          [3, '2027-05-10', EVENING, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'indian-economy-module',
    coursename: 'Indian Economy Module (Prelims + Mains)',
    coursetype: 'course',
    category: 'G.S Module Course',
    branchids: [1, 4],
    duration: '10 Weeks',
    brochure1: BROCHURES.module,
    details: overviewHtml(
      'Indian Economy Module',
      [
        'Economy is the subject aspirants fear most and UPSC asks about every year. This module explains concepts from scratch — inflation, banking, fiscal policy, external sector — and then applies them to the latest Economic Survey and Budget.',
      ],
      [
        ['Duration', '10 weeks'],
        ['Mode', 'Offline (ORN, Hyderabad) and online'],
        ['Includes', 'Budget and Economic Survey analysis'],
      ],
    ),
    syllabus: SYLLABUS_ECONOMY,
    learnit: learnHtml([
      'Read RBI and budget documents with confidence',
      'Answer statement-based economy MCQs',
      'Write Mains answers on growth, employment and inclusion',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        ['Macroeconomic basics', 'Money and banking', 'Public finance', 'External sector', 'Full-length economy test'],
        '50 MCQs + 5 Mains questions',
        2,
        2,
      ),
      'Tests are held on Sundays.',
    ),
    features: featuresHtml([F.material, F.recordings, ['Budget special', 'three extra classes after the Union Budget']]),
    metatitle: 'Indian Economy Module for UPSC | Prelims + Mains',
    metadescription:
      'Ten-week Indian economy module for UPSC Prelims and Mains: concepts from scratch, RBI and budget analysis, statement-based MCQs and Mains answer practice.',
    keywords: 'upsc economy, indian economy module, economy classes',
    facultyids: [4],
    batchLabel: 'Economy Batch',
    packages: [
      {
        name: 'Classroom Module',
        fee: 18000,
        batches: [
          [1, '2027-01-25', NOON, 'Offline'],
          [4, '2027-02-01', EVENING, 'Offline'],
        ],
      },
      { name: 'Live Online', fee: 12000, batches: [[1, '2027-01-25', EVENING, 'Online']] },
    ],
  },
  {
    courseurl: 'current-affairs-year-long-module',
    coursename: 'Current Affairs Year-long Module',
    coursetype: 'course',
    category: 'G.S Module Course',
    branchids: [2, 3],
    pic: COURSE_PICS.module,
    duration: '12 Months',
    brochure1: BROCHURES.module,
    details: overviewHtml(
      'Current Affairs Year-long Module',
      [
        'Weekly classes that turn the news into exam-ready notes, linking every development to the static syllabus. New batch dates will be announced shortly.',
      ],
      [
        ['Duration', '12 months, one class a week'],
        ['Mode', 'Offline (Mukherjee Nagar, Pune)'],
        ['Includes', 'Monthly magazine and revision tests'],
      ],
    ),
    syllabus: SYLLABUS_CURRENT_AFFAIRS,
    learnit: learnHtml([
      'Make concise current-affairs notes',
      'Connect news with the static syllabus',
      'Revise a year of news in the last month before Prelims',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        ['Monthly revision test 1', 'Monthly revision test 2', 'Monthly revision test 3', 'Quarterly test'],
        '100 MCQs, 2 hours',
        4,
        4,
      ),
      'A revision test is held at the end of every month.',
    ),
    features: featuresHtml([F.currentAffairs, F.recordings]),
    metatitle: 'Year-long Current Affairs Module for UPSC',
    metadescription:
      'Weekly current-affairs classes for UPSC linking news to the static syllabus, with the monthly magazine, revision tests and concise notes for the whole year.',
    keywords: 'current affairs classes, upsc current affairs module',
    facultyids: [1, 8],
    batchLabel: 'Current Affairs Batch',
    packages: [{ name: 'Classroom Module', fee: 12000, batches: [] }],
  },
];
