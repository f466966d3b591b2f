/** CSAT, two-year and one-year G.S foundation, and Mains courses. */
import { AFTERNOON, EVENING, MORNING, NOON, WEEKEND, type CourseSpec } from './course-types';
import {
  COMMON_FEATURES as F,
  CSAT_TEST_TOPICS,
  GS_TEST_TOPICS,
  MAINS_TEST_TOPICS,
  featuresHtml,
  learnHtml,
  overviewHtml,
  testScheduleHtml,
  weeklyTests,
} from './course-html';
import { SYLLABUS_CSAT, SYLLABUS_GS_FULL, SYLLABUS_MAINS } from './course-syllabus';
import { BROCHURES, COURSE_PICS } from './pics';

const GS_LEARN = [
  'Build a strong conceptual base in polity, history, geography, economy, environment and science from NCERT level upwards',
  'Link static topics with current affairs the way UPSC frames its questions',
  'Eliminate options in Prelims MCQs using concepts rather than guesswork',
  'Write structured 150- and 250-word answers with introductions, diagrams and balanced conclusions',
  'Draft essays with a clear thesis, multidimensional arguments and examples',
  'Approach ethics case studies with stakeholders, options and a reasoned decision',
];

const GS_FEATURES = [F.mentorship, F.material, F.recordings, F.currentAffairs, F.library, F.doubts, F.evaluation] as const;

export const gsCourses: CourseSpec[] = [
  {
    courseurl: 'csat-complete-course',
    coursename: 'CSAT Complete Course (Prelims Paper II)',
    coursetype: 'course',
    category: 'CSAT',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.csat,
    duration: '4 Months',
    brochure1: BROCHURES.csat,
    details: overviewHtml(
      'CSAT Complete Course',
      [
        'General Studies Paper II is qualifying, but every year thousands of aspirants who clear the GS cut-off are eliminated because they score below 66 marks in CSAT. This course treats Paper II with the seriousness it deserves.',
        'Classes start from the basics of arithmetic and reading skills and move to exam-level problems, with <strong>timed practice in every session</strong> and weekly sectional tests.',
      ],
      [
        ['Duration', '4 months, 3 classes a week'],
        ['Mode', 'Offline at all centres and live online'],
        ['Tests', '6 sectional and 4 full-length mocks'],
        ['Suitable for', 'Aspirants from humanities and non-maths backgrounds'],
      ],
    ),
    syllabus: SYLLABUS_CSAT,
    learnit: learnHtml([
      'Read a 600-word passage in under four minutes and answer inference questions accurately',
      'Solve Class X-level numeracy quickly with shortcuts for percentages, ratios and averages',
      'Crack syllogisms, seating arrangements, blood relations and direction puzzles',
      'Interpret tables, bar charts and pie charts and judge data sufficiency',
      'Decide which questions to attempt and which to skip to clear 66 marks safely',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(CSAT_TEST_TOPICS, '40 MCQs, 60 minutes', 3, 2),
      'Full-length mocks follow the UPSC pattern of 80 questions in two hours with one-third negative marking.',
    ),
    features: featuresHtml([
      ['Two faculty', 'separate teachers for quantitative aptitude and comprehension/reasoning'],
      F.recordings,
      F.analytics,
      F.doubts,
    ]),
    metatitle: 'CSAT Course for UPSC Prelims Paper II | Offline & Online',
    metadescription:
      'Clear UPSC CSAT with confidence: comprehension, reasoning, numeracy and data interpretation with timed practice, sectional tests and full-length mocks.',
    keywords: 'csat course, upsc csat, prelims paper 2, aptitude',
    facultyids: [6],
    batchLabel: 'CSAT Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 18000,
        batches: [
          [1, '2026-12-07', EVENING, 'Offline'],
          [2, '2027-01-11', AFTERNOON, 'Offline'],
          [3, '2027-01-18', EVENING, 'Offline'],
          [4, '2027-02-01', EVENING, 'Offline'],
        ],
      },
      { name: 'Live Online', fee: 12000, batches: [[1, '2026-12-14', EVENING, 'Online']] },
    ],
  },
  {
    courseurl: 'csat-crash-course',
    coursename: 'CSAT Crash Course for Prelims',
    coursetype: 'course',
    category: 'CSAT',
    branchids: [1, 3],
    pic: COURSE_PICS.csat,
    duration: '6 Weeks',
    details: overviewHtml(
      'CSAT Crash Course',
      [
        'A six-week intensive for aspirants who already know the basics and need speed and accuracy before Prelims. Every class is a timed practice session followed by discussion of the fastest method.',
        'The course runs in the spring so that it ends about a month before the Preliminary Examination.',
      ],
      [
        ['Duration', '6 weeks, 5 classes a week'],
        ['Mode', 'Offline (Old Rajinder Nagar, Pune)'],
        ['Tests', '8 full-length mocks'],
        ['Prerequisite', 'Basic arithmetic and reading practice'],
      ],
    ),
    syllabus: SYLLABUS_CSAT,
    learnit: learnHtml([
      'Solve past five years of CSAT papers under exam conditions',
      'Improve accuracy in comprehension to above 85%',
      'Build an attempt strategy that secures the qualifying mark',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        ['Mock 1', 'Mock 2', 'Mock 3', 'Mock 4', 'Mock 5', 'Mock 6', 'Mock 7', 'Mock 8'].map((m) => `${m} — full syllabus`),
        '80 MCQs, 120 minutes',
        1,
        1,
        'Mock',
      ),
      'Mocks are held every Saturday; discussion on Sunday morning.',
    ),
    features: featuresHtml([['Daily practice sheets', '25 questions every day with video solutions'], F.analytics]),
    metatitle: 'CSAT Crash Course | 6-Week Intensive before Prelims',
    metadescription:
      'Six-week CSAT crash course with daily timed practice, eight full-length mocks and proven attempt strategies to clear UPSC Prelims Paper II comfortably.',
    keywords: 'csat crash course, csat mock tests, prelims',
    facultyids: [6],
    batchLabel: 'CSAT Crash Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 9500,
        batches: [
          [1, '2027-03-15', MORNING, 'Offline'],
          [3, '2027-03-22', AFTERNOON, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'gs-foundation-2-years',
    coursename: '2 Years G.S Foundation Course (Prelims + Mains + Interview)',
    coursetype: 'course',
    category: '2 Years G.S Course',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.gs2,
    duration: '24 Months',
    brochure1: BROCHURES.gsFoundation,
    details: overviewHtml(
      '2 Years G.S Foundation Course',
      [
        'Designed for college students and first-time aspirants, this two-year programme covers the complete General Studies syllabus for Prelims and Mains at a pace that leaves room for revision, optional preparation and answer writing.',
        'The first year builds concepts subject by subject; the second year is devoted to <strong>integrated revision, current affairs and tests</strong>. Interview guidance is included free of cost for students who clear Mains.',
        'Classes are held six days a week with weekly tests from the fourth week onwards.',
      ],
      [
        ['Duration', '24 months (about 1,100 hours of teaching)'],
        ['Mode', 'Offline at all centres; live online'],
        ['Medium', 'English'],
        ['Includes', 'CSAT, Essay, Ethics, Prelims and Mains test series, interview guidance'],
      ],
    ),
    syllabus: SYLLABUS_GS_FULL,
    learnit: learnHtml(GS_LEARN),
    testschedule: testScheduleHtml(
      weeklyTests(GS_TEST_TOPICS, '100 MCQs, 2 hours', 4, 4),
      'Mains answer-writing tests run every Sunday in the second year; the full calendar is shared on the student portal.',
    ),
    features: featuresHtml([
      ...GS_FEATURES,
      ['Free interview guidance', 'DAF analysis and three mock interviews for students who clear Mains'],
      ['Fee in instalments', 'pay in up to four instalments without interest'],
    ]),
    metatitle: '2-Year UPSC GS Foundation Course | Prelims + Mains',
    metadescription:
      'Two-year UPSC foundation course covering GS, CSAT, Essay and Ethics, with weekly tests, mentorship and free interview guidance in Delhi, Pune and Hyderabad.',
    keywords: 'upsc foundation course, 2 year ias course, gs foundation, delhi, pune, hyderabad',
    facultyids: [1, 2, 3, 4, 5, 8],
    batchLabel: 'Foundation Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 175000,
        batches: [
          [1, '2026-07-06', MORNING, 'Offline'],
          [1, '2027-01-11', AFTERNOON, 'Offline'],
          [2, '2027-02-08', MORNING, 'Offline'],
          [3, '2027-01-18', MORNING, 'Offline'],
          [4, '2027-02-15', NOON, 'Offline'],
        ],
      },
      { name: 'Live Online Programme', fee: 95000, batches: [[1, '2027-01-04', EVENING, 'Online']] },
      { name: 'Classroom + Hostel Assistance', fee: 190000, batches: [[2, '2027-07-05', AFTERNOON, 'Offline']] },
    ],
  },
  {
    courseurl: 'gs-foundation-hindi-medium',
    coursename: 'सामान्य अध्ययन फाउंडेशन (हिंदी माध्यम)',
    coursetype: 'course',
    category: '2 Years G.S Course',
    branchids: [2],
    pic: COURSE_PICS.gs2,
    duration: '24 Months',
    brochure1: BROCHURES.gsFoundationHindi,
    details: overviewHtml(
      'सामान्य अध्ययन फाउंडेशन (हिंदी माध्यम)',
      [
        'हिंदी माध्यम के अभ्यर्थियों के लिए दो वर्ष का समेकित कार्यक्रम, जिसमें प्रारंभिक परीक्षा, मुख्य परीक्षा और साक्षात्कार — तीनों चरणों की तैयारी एक साथ कराई जाती है।',
        'कक्षाएँ मुखर्जी नगर केंद्र पर हिंदी में होती हैं। <strong>हिंदी में मुद्रित अध्ययन सामग्री</strong>, साप्ताहिक उत्तर लेखन और मासिक करेंट अफेयर्स पत्रिका पाठ्यक्रम में शामिल है।',
      ],
      [
        ['अवधि', '24 माह'],
        ['माध्यम', 'हिंदी'],
        ['केंद्र', 'मुखर्जी नगर, दिल्ली'],
        ['शामिल', 'CSAT, निबंध, नीतिशास्त्र, टेस्ट सीरीज़'],
      ],
    ),
    syllabus: SYLLABUS_GS_FULL,
    learnit: learnHtml(
      [
        'राजव्यवस्था, इतिहास, भूगोल, अर्थव्यवस्था और पर्यावरण की मूल अवधारणाएँ',
        'समसामयिक घटनाओं को स्थैतिक विषयों से जोड़ना',
        'हिंदी में संरचित और संतुलित उत्तर लेखन',
        'निबंध और नीतिशास्त्र के केस स्टडी का अभ्यास',
      ],
      'इस कार्यक्रम के अंत तक आप:',
    ),
    testschedule: testScheduleHtml(
      weeklyTests(GS_TEST_TOPICS, '100 प्रश्न, 2 घंटे', 4, 4, 'टेस्ट'),
      'दूसरे वर्ष में हर रविवार मुख्य परीक्षा उत्तर लेखन टेस्ट।',
    ),
    features: featuresHtml([
      ['व्यक्तिगत मार्गदर्शन', 'हर 40 छात्रों पर एक मेंटर'],
      ['हिंदी अध्ययन सामग्री', 'हर वर्ष संशोधित मुद्रित नोट्स'],
      F.recordings,
      F.library,
    ]),
    metatitle: 'IAS Foundation Course in Hindi Medium | हिंदी माध्यम',
    metadescription:
      'हिंदी माध्यम के UPSC अभ्यर्थियों के लिए दो वर्षीय सामान्य अध्ययन फाउंडेशन कोर्स: हिंदी नोट्स, उत्तर लेखन, टेस्ट सीरीज़ और व्यक्तिगत मार्गदर्शन।',
    keywords: 'hindi medium ias coaching, हिंदी माध्यम, upsc hindi, mukherjee nagar',
    facultyids: [1, 2, 5],
    batchLabel: 'फाउंडेशन बैच',
    packages: [
      {
        name: 'कक्षा कार्यक्रम (Classroom)',
        fee: 135000,
        batches: [
          [2, '2026-08-03', MORNING, 'Offline'],
          [2, '2027-02-01', AFTERNOON, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'gs-foundation-weekend-working-professionals',
    coursename: 'Two-Year Integrated G.S Foundation Weekend Programme for Working Professionals (Prelims + Mains)',
    coursetype: 'course',
    category: '2 Years G.S Course',
    branchids: [1, 4],
    pic: COURSE_PICS.gs2,
    duration: '24 Months (weekends)',
    brochure1: BROCHURES.gsFoundation,
    details: overviewHtml(
      'Weekend Foundation for Working Professionals',
      [
        'Built for aspirants who cannot leave their jobs, this programme teaches the full GS syllabus in weekend classes, supported by recorded lectures and weekday self-study plans.',
        'Mentors help you set realistic weekly targets and adjust them around office deadlines and travel.',
      ],
      [
        ['Duration', '24 months, Saturdays and Sundays'],
        ['Mode', 'Offline (Old Rajinder Nagar, Hyderabad) and online'],
        ['Weekday support', 'Recorded lectures, 2 live doubt sessions in the evening'],
        ['Tests', 'Fortnightly on Sundays'],
      ],
    ),
    syllabus: SYLLABUS_GS_FULL,
    learnit: learnHtml([...GS_LEARN.slice(0, 4), 'Plan 3–4 hours of weekday study that fits a full-time job']),
    testschedule: testScheduleHtml(
      weeklyTests(GS_TEST_TOPICS, '100 MCQs, 2 hours', 3, 4),
      'Tests are held on Sunday afternoons and can also be taken online within 48 hours.',
    ),
    features: featuresHtml([
      F.mentorship,
      F.recordings,
      F.currentAffairs,
      ['Flexible make-up classes', 'missed a weekend? attend the same class at another centre or online'],
    ]),
    metatitle: 'Weekend UPSC Foundation Course for Working Professionals',
    metadescription:
      'Prepare for UPSC without leaving your job: two-year weekend GS foundation with recorded lectures, fortnightly tests, evening doubt sessions and mentors.',
    keywords: 'weekend ias coaching, upsc for working professionals, weekend batch',
    facultyids: [1, 3, 4],
    batchLabel: 'Weekend Batch',
    packages: [
      {
        name: 'Weekend Classroom',
        fee: 150000,
        batches: [
          [1, '2027-01-09', WEEKEND, 'Offline'],
          [4, '2027-01-16', WEEKEND, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'mains-mastery-2025',
    coursename: 'Mains Mastery Course 2025',
    coursetype: 'course',
    category: 'Mains Mastery Course 2025',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.mains,
    duration: '5 Months',
    brochure1: BROCHURES.mains,
    details: overviewHtml(
      'Mains Mastery Course',
      [
        'Clearing Prelims is only the first step; Mains decides the rank. This programme focuses entirely on <strong>answer writing, content enrichment and time management</strong> across Essay and GS Papers I–IV.',
        'Every week you write, get your copy evaluated within 72 hours and discuss it one-to-one with a mentor. Value-addition notes with data, examples, case laws and diagrams are provided for every topic.',
      ],
      [
        ['Duration', '5 months'],
        ['Answer writing', '3 questions daily, 1 full test weekly'],
        ['Evaluation', 'Within 72 hours with model answers'],
        ['Mode', 'Offline and live online'],
      ],
    ),
    syllabus: SYLLABUS_MAINS,
    learnit: learnHtml([
      'Decode the directive — discuss, examine, critically analyse — and answer exactly what is asked',
      'Write 20 answers in three hours without compromising quality',
      'Enrich answers with data, reports, committee recommendations and examples',
      'Use flowcharts, maps and diagrams to save words and earn marks',
      'Structure two essays with a thesis, counter-views and a forward-looking conclusion',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(MAINS_TEST_TOPICS, '20 questions, 3 hours', 2, 2),
      'Copies are returned with marks, comments and model answers within 72 hours.',
    ),
    features: featuresHtml([
      F.evaluation,
      ['Daily answer writing', 'three questions every day on the student portal'],
      ['Value-addition notes', 'data, examples and diagrams for every GS topic'],
      F.mentorship,
    ]),
    metatitle: 'Mains Mastery Course | UPSC Answer Writing Programme',
    metadescription:
      'UPSC Mains programme with daily answer writing, weekly tests evaluated in 72 hours, value-addition notes and one-to-one mentorship for Essay and GS I–IV.',
    keywords: 'upsc mains course, answer writing, mains mastery, gs mains',
    facultyids: [1, 2, 4, 5],
    batchLabel: 'Mains Mastery Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 65000,
        batches: [
          [1, '2026-06-15', NOON, 'Offline'],
          [2, '2027-06-14', AFTERNOON, 'Offline'],
          [3, '2027-06-21', MORNING, 'Offline'],
          [4, '2027-06-21', NOON, 'Offline'],
        ],
      },
      { name: 'Live Online', fee: 45000, batches: [[1, '2027-06-14', EVENING, 'Online']] },
    ],
  },
  {
    courseurl: 'mains-answer-writing-essay-programme',
    coursename: 'Mains Answer Writing & Essay Programme',
    coursetype: 'course',
    category: 'Mains Mastery Course 2025',
    branchids: [1, 3],
    pic: COURSE_PICS.mains,
    duration: '3 Months',
    brochure1: BROCHURES.mains,
    details: overviewHtml(
      'Answer Writing & Essay Programme',
      [
        'A focused three-month programme for aspirants who know the content but lose marks in presentation. Includes 8 essay tests and 12 sectional GS tests.',
        'Essays are evaluated by two examiners, and every student gets a personal feedback session.',
      ],
      [
        ['Duration', '3 months'],
        ['Tests', '8 essays, 12 sectional GS tests'],
        ['Mode', 'Offline (Old Rajinder Nagar, Pune)'],
      ],
    ),
    syllabus: SYLLABUS_MAINS,
    learnit: learnHtml([
      'Brainstorm an essay in 20 minutes with a mind map',
      'Write introductions that hook the examiner',
      'Balance arguments and avoid one-sided answers',
    ]),
    testschedule: testScheduleHtml(
      weeklyTests(
        ['Essay 1', 'GS II sectional', 'Essay 2', 'GS III sectional', 'Essay 3', 'GS I sectional', 'Essay 4', 'GS IV sectional'],
        'Written, 3 hours',
        1,
        1,
      ),
      'Essay tests on Saturdays, sectional GS tests on Sundays.',
    ),
    features: featuresHtml([F.evaluation, ['Double evaluation of essays', 'two examiners mark each essay independently']]),
    metatitle: 'UPSC Essay & Answer Writing Programme | Mains',
    metadescription:
      'Three-month UPSC Mains programme with 8 essay tests, 12 sectional GS tests, double evaluation of essays and personal feedback to lift your Mains score.',
    keywords: 'upsc essay course, answer writing programme, mains essay',
    facultyids: [5],
    batchLabel: 'Answer Writing Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 28000,
        batches: [
          [1, '2027-02-22', AFTERNOON, 'Offline'],
          [3, '2027-03-01', EVENING, 'Offline'],
        ],
      },
    ],
  },
  {
    courseurl: 'gs-foundation-1-year',
    coursename: '1 Year G.S Foundation Course',
    coursetype: 'course',
    category: '1 Year G.S Course',
    branchids: [1, 2, 3, 4],
    pic: COURSE_PICS.gs1,
    duration: '12 Months',
    brochure1: BROCHURES.gsFoundation,
    details: overviewHtml(
      '1 Year G.S Foundation Course',
      [
        'A fast-track foundation for graduates who want to appear in the next cycle. The complete GS syllabus for Prelims and Mains, CSAT and Essay is covered in about 11 months, leaving time for a final revision.',
        'Classes run six days a week for three hours, with a weekly test and a daily current-affairs session.',
      ],
      [
        ['Duration', '12 months'],
        ['Mode', 'Offline at all centres; live online'],
        ['Includes', 'CSAT, Essay, Ethics and Prelims test series'],
        ['Class timing', 'Morning, noon and evening batches'],
      ],
    ),
    syllabus: SYLLABUS_GS_FULL,
    learnit: learnHtml(GS_LEARN),
    testschedule: testScheduleHtml(
      weeklyTests(GS_TEST_TOPICS, '100 MCQs, 2 hours', 4, 3),
      'From month eight, full-length Prelims mocks every Sunday.',
    ),
    features: featuresHtml([...GS_FEATURES]),
    metatitle: '1-Year UPSC GS Foundation Course | Prelims + Mains',
    metadescription:
      'Fast-track one-year UPSC foundation course covering GS, CSAT, Essay and Ethics with weekly tests, current affairs and mentorship at our centres and online.',
    keywords: 'one year ias course, upsc foundation 1 year, gs course',
    facultyids: [1, 2, 3, 4, 8],
    batchLabel: 'Foundation Batch',
    packages: [
      {
        name: 'Classroom Programme',
        fee: 145000,
        batches: [
          [1, '2026-09-07', MORNING, 'Offline'],
          [2, '2027-03-08', NOON, 'Offline'],
          [3, '2027-03-15', AFTERNOON, 'Offline'],
          [4, '2027-04-05', MORNING, 'Offline'],
        ],
      },
      {
        name: 'Live Online Programme',
        fee: 75000,
        batches: [
          [1, '2027-03-01', EVENING, 'Online'],
          [4, '2027-05-03', EVENING, 'Online'],
        ],
      },
    ],
  },
  {
    courseurl: 'gs-prelims-cum-mains-live-online',
    coursename: '1 Year G.S Prelims-cum-Mains Live Online',
    coursetype: 'course',
    category: '1 Year G.S Course',
    branchids: [1],
    pic: COURSE_PICS.gs1,
    duration: '12 Months',
    brochure1: BROCHURES.gsFoundation,
    details: overviewHtml(
      'Prelims-cum-Mains Live Online',
      [
        'The same faculty and syllabus as our classroom programme, streamed live from the Old Rajinder Nagar studio with interactive doubt solving in chat.',
        'Ideal for aspirants in smaller towns: printed material is couriered anywhere in India.',
      ],
      [
        ['Duration', '12 months'],
        ['Mode', 'Live online with recordings'],
        ['Material', 'Couriered anywhere in India'],
      ],
    ),
    syllabus: SYLLABUS_GS_FULL,
    learnit: learnHtml(GS_LEARN.slice(0, 5)),
    testschedule: testScheduleHtml(
      weeklyTests(GS_TEST_TOPICS, 'Online, 100 MCQs', 4, 3),
      'All tests are online with instant results and all-India ranking.',
    ),
    features: featuresHtml([F.recordings, F.material, F.analytics, F.doubts]),
    metatitle: 'Live Online UPSC Course | 1-Year Prelims-cum-Mains',
    metadescription:
      'Study with our classroom faculty from anywhere: live online UPSC Prelims-cum-Mains course with recordings, couriered material and online tests with ranking.',
    keywords: 'online ias coaching, live online upsc course',
    facultyids: [1, 3, 4],
    batchLabel: 'Live Online Batch',
    packages: [
      {
        name: 'Live Online',
        fee: 68000,
        batches: [
          [1, '2027-01-18', EVENING, 'Online'],
          [1, '2027-05-03', MORNING, 'Online'],
        ],
      },
    ],
  },
];
