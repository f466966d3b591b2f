/** Blog posts, part 1: getting started, Prelims and toppers' journeys. */
import type { CoverName } from './pics';

export type BlogSpec = {
  slug: string;
  title: string;
  /** Short form of the title for the meta title when the title is longer than 60 characters. */
  tag: string;
  pic: CoverName;
  short: string;
  intro: string;
  heading: string;
  points: readonly string[];
  /** Further sections after the list, for the longer posts. */
  sections?: readonly { heading: string; paragraphs: readonly string[] }[];
  closing: string;
  keywords: string;
};

export const blogsPart1: BlogSpec[] = [
  {
    slug: 'start-upsc-preparation-from-scratch-12-month-plan',
    title: 'How to Start UPSC Preparation from Scratch: A 12-Month Plan',
    tag: 'UPSC Preparation from Scratch: 12-Month Plan',
    pic: 'strategy',
    short:
      'New to the Civil Services Examination? Here is a month-by-month plan that takes you from NCERTs to full-length tests without burning out.',
    intro:
      'Every year lakhs of graduates decide to attempt the Civil Services Examination, and most of them lose the first three months wondering where to begin. A simple, written plan solves that problem.',
    heading: 'The plan, phase by phase',
    points: [
      '<strong>Months 1–2:</strong> read the syllabus twice, solve one previous-year Prelims paper without preparation, and finish NCERTs of history, geography and polity',
      '<strong>Months 3–6:</strong> standard books for polity, economy, modern history and geography; start the newspaper habit',
      '<strong>Months 4 onwards:</strong> two answers a day — short, but every day',
      '<strong>Months 7–9:</strong> environment, science, art and culture; choose and start your optional',
      '<strong>Months 10–12:</strong> revision, sectional tests and the first full-length mocks',
    ],
    sections: [
      {
        heading: 'A week that works',
        paragraphs: [
          'Plan the week, not just the day. Five days carry new reading, one day is for revision and tests, and one half-day is kept free on purpose: a plan with no slack breaks at the first fever or family wedding, and a broken plan is usually abandoned rather than repaired.',
          'Start each day with the subject you find hardest, while your attention is fresh, and end it with the newspaper and a short answer. Keep a single notebook of mistakes from every test you take; reading it once a week does more for your score than another book.',
        ],
      },
      {
        heading: 'Milestones to check every month',
        paragraphs: [
          'At the end of each month, ask three questions. Did I finish what the plan said? Can I write a 150-word answer on any topic I read, without notes? Did my test scores move? If the answer to the first is no twice in a row, the plan is too heavy: cut it, do not add hours.',
          'By the sixth month you should have covered the static syllabus once and written at least a hundred answers. By the ninth you should be taking a full Prelims test every week. If you are behind, drop the least scoring optional topics first, never revision.',
        ],
      },
      {
        heading: 'Mistakes beginners make',
        paragraphs: [
          'Collecting material instead of reading it is the commonest. One standard book per subject, read three times, beats five books read once. The second is postponing answer writing until the syllabus is complete; by then habits are hard to build. The third is comparing your pace with others on social media. Your only benchmark is last month’s you.',
        ],
      },
    ],
    closing:
      'Consistency beats intensity. Six focused hours every day for a year will take you further than fourteen hours for a month followed by burnout.',
    keywords: 'upsc preparation, study plan, beginners, strategy',
  },
  {
    slug: 'ncert-booklist-for-upsc-order-of-reading',
    title: 'NCERT Booklist for UPSC: What to Read and in Which Order',
    tag: 'NCERT Booklist for UPSC',
    pic: 'strategy',
    short:
      'NCERTs build the foundation every UPSC answer stands on. Our faculty’s subject-wise list, the order to read them in, and what to skip.',
    intro:
      'NCERT textbooks explain concepts in simple language and are the source of many direct Prelims questions. But reading all of them from Class VI to XII is neither necessary nor wise.',
    heading: 'Subject-wise list',
    points: [
      'History: Class VI–VIII Our Pasts; Class XI Themes in World History; Class XII Themes in Indian History (I–III)',
      'Geography: Class XI Fundamentals of Physical Geography and India: Physical Environment; Class XII Fundamentals of Human Geography and India: People and Economy',
      'Polity: Class XI Indian Constitution at Work; Class XII Politics in India since Independence',
      'Economy: Class XI Indian Economic Development; Class XII Introductory Macroeconomics',
      'Science: Class VIII–X for basics; Class XII Biology chapters on ecology',
    ],
    sections: [
      {
        heading: 'How to read an NCERT',
        paragraphs: [
          'Read each book twice. The first time, read it like a story, without a pen, to see how the chapters connect. The second time, underline only what could become a question: definitions, causes and consequences, names that recur, and every map. Notes are optional; a book you have marked well is the best revision material you will own.',
          'After each chapter, close the book and write down the three ideas you would explain to a friend. If you cannot, read the chapter again before moving on. This small habit is what turns reading into recall in the examination hall.',
        ],
      },
      {
        heading: 'Old or new NCERTs?',
        paragraphs: [
          'The current editions are enough for most subjects and are what the syllabus has moved towards. For ancient and medieval history, many toppers still read the older editions by R.S. Sharma and Satish Chandra for their depth; if you do, read them after the new books, not instead of them.',
        ],
      },
      {
        heading: 'When to move on to standard books',
        paragraphs: [
          'Move to standard references once you can answer the end-of-chapter questions of the Class XI and XII books without looking. For most aspirants that is six to eight weeks of steady reading. Solve two previous-year Prelims papers at that point: the questions you miss will show you which standard book to open first.',
        ],
      },
    ],
    closing:
      'Read each NCERT once for understanding and a second time with a pencil, marking what UPSC has asked before. Then move to standard books.',
    keywords: 'ncert books for upsc, booklist, foundation, beginners',
  },
  {
    slug: 'how-to-read-newspaper-for-upsc-90-minutes',
    title: 'How to Read the Newspaper for UPSC in Under 90 Minutes',
    tag: 'Reading the Newspaper for UPSC',
    pic: 'strategy',
    short:
      'Spending three hours on the newspaper every day? Learn what to read, what to skip and how to make notes that you will actually revise.',
    intro:
      'The newspaper is essential for UPSC, but it is also the biggest time sink for beginners. The trick is to read with the syllabus in mind.',
    heading: 'A simple routine',
    points: [
      'Keep a printout of the syllabus on your desk and ask of every article: which paper does this belong to?',
      'Skip political statements, crime news, celebrity news and sports (unless a major international event)',
      'Focus on editorials and explainers on policies, reports, judgments and international events',
      'Make notes topic-wise, not date-wise — a digital notebook with tags works well',
      'Read the same news in our daily current affairs to check what you missed',
    ],
    sections: [
      {
        heading: 'What to skip',
        paragraphs: [
          'Skip political statements, crime reports, celebrity news, most state news and every story about who said what about whom. Skip sports unless it is a major international event hosted by or won by India. If a story will not matter in six months, it will not be asked.',
        ],
      },
      {
        heading: 'What to keep',
        paragraphs: [
          'Keep government schemes and their ministries, reports and indices with India’s rank, judgments of the Supreme Court, bills and acts, international agreements and groupings, and anything on the environment, science and the economy. For each, note the issue, the facts and the two sides of the argument: that is the skeleton of a Mains answer.',
          'Editorials deserve the most time. Read one or two a day slowly, and ask what the author wants done and why. Their arguments, with your own examples, are exactly what the examiner wants to read in GS Papers II and III.',
        ],
      },
      {
        heading: 'Making notes that last',
        paragraphs: [
          'Keep notes topic-wise, not date-wise: a page for federalism, a page for monetary policy, a page for each neighbour. A date-wise diary cannot be revised in the last month. Ten minutes of note-making at the end of each reading session is enough; if it takes longer, you are copying the newspaper.',
        ],
      },
    ],
    closing: 'After two months you will find that you recognise most issues instantly, and 60–90 minutes will be enough.',
    keywords: 'newspaper reading, current affairs, upsc strategy, notes making',
  },
  {
    slug: 'choosing-optional-subject-upsc-framework',
    title: 'Choosing the Right Optional Subject: A Practical Framework',
    tag: 'Choosing Your UPSC Optional',
    pic: 'strategy',
    short:
      'Your optional carries 500 marks. Use these five questions to choose a subject you can score in — not just the one that is popular this year.',
    intro:
      'The optional subject contributes 500 of the 1,750 marks in the written examination. A wrong choice can cost a year; the right one can carry you to the final list.',
    heading: 'Five questions to ask yourself',
    points: [
      'Do I genuinely enjoy reading this subject? You will spend 400–500 hours on it',
      'Does it overlap with General Studies or the Essay?',
      'Is good guidance and material available in my medium?',
      'Have I read the syllabus and at least five years of question papers?',
      'Can I write answers in this subject comfortably after a month of reading?',
    ],
    closing: 'Do not choose a subject only because of one year’s toppers or “scaling” rumours. Choose the one you can write best in.',
    keywords: 'optional subject, upsc optional, sociology, geography, anthropology',
  },
  {
    slug: 'answer-writing-for-beginners-framework',
    title: 'Answer Writing for Beginners: The Introduction–Body–Conclusion Framework',
    tag: 'Answer Writing for Beginners',
    pic: 'answer-writing',
    short:
      'Most beginners know more than they can write. This simple framework helps you structure any Mains answer in the time available.',
    intro:
      'In Mains you have about seven to nine minutes per answer. Without a structure, you will either run out of time or write an unfocused answer.',
    heading: 'The framework',
    points: [
      '<strong>Introduction (2–3 lines):</strong> define the term, give context or a fact',
      '<strong>Body:</strong> address every part of the question under sub-headings; use points, not long paragraphs',
      '<strong>Directive:</strong> “critically examine” needs both sides; “discuss” needs breadth',
      '<strong>Value addition:</strong> a report, committee, judgment, data point or diagram',
      '<strong>Conclusion (2–3 lines):</strong> balanced and forward-looking',
    ],
    closing: 'Start with two answers a day and get them evaluated. Quality follows quantity; confidence follows practice.',
    keywords: 'answer writing, upsc mains, beginners, structure',
  },
  {
    slug: 'last-100-days-before-prelims-revision-plan',
    title: 'The Last 100 Days Before Prelims: A Revision Plan',
    tag: 'Last 100 Days Before Prelims',
    pic: 'prelims',
    short:
      'The final 100 days decide your Prelims result. Here is how to divide them between revision, current affairs and full-length tests.',
    intro:
      'By the last 100 days, no new book will make a difference. What matters is how many times you revise what you have already read, and how well you handle the paper.',
    heading: 'How to divide the 100 days',
    points: [
      'Days 1–60: three subjects in rotation each week, with one sectional test per subject',
      'Every day: one hour of current affairs revision from your notes or the monthly magazines',
      'Days 61–90: two full-length mocks a week, with analysis of every wrong answer',
      'Days 91–100: revise only your short notes, sleep well and take one mock at exam time',
      'Keep CSAT practice alive — at least three papers in the last month',
    ],
    closing:
      'Treat every mock as a rehearsal. The goal is not a high score in the mock, but learning from each mistake before the real exam.',
    keywords: 'prelims revision, 100 days strategy, upsc prelims, mock tests',
  },
  {
    slug: 'handling-negative-marking-prelims',
    title: 'How to Handle Negative Marking in Prelims',
    tag: 'Negative Marking in Prelims',
    pic: 'prelims',
    short:
      'Each wrong answer costs one-third of the marks for that question. Learn when to take a calculated risk and when to leave a question.',
    intro:
      'In GS Paper I each question carries two marks, and a wrong answer costs 0.66 marks. Smart guessing can lift your score; reckless guessing can sink it.',
    heading: 'Rules of thumb',
    points: [
      'If you can eliminate two options with confidence, attempting is usually worth it',
      'Avoid guessing when you cannot eliminate even one option',
      'Watch extreme words such as “only”, “all” and “always”',
      'Analyse your mocks: note how many 50:50 guesses were right',
      'Do not change answers without a clear reason',
    ],
    closing: 'Your ideal number of attempts is personal. Find it through mocks, not through advice from others.',
    keywords: 'negative marking, prelims strategy, elimination technique',
  },
  {
    slug: 'csat-paper-2-why-aspirants-fail',
    title: 'CSAT Is Not a Formality: Why Aspirants Fail Paper II',
    tag: 'Why Aspirants Fail CSAT',
    pic: 'prelims',
    short:
      'Paper II is qualifying, but it eliminates many serious candidates every year. The reasons, and a six-week plan to secure 66 marks.',
    intro:
      'Every year we meet aspirants who scored well above the GS cut-off but fell short of the 33 per cent required in CSAT. Most of them ignored the paper until the last month.',
    heading: 'Why it happens and what to do',
    points: [
      'Recent papers have lengthy comprehension passages and tricky numeracy questions',
      'Start practising CSAT from month one, not month eleven',
      'Solve the last ten years of papers under timed conditions',
      'Identify your strongest section and secure it first',
      'Take at least six full-length CSAT mocks before Prelims',
    ],
    closing: 'Two hours a week through the year is enough for most aspirants — but it has to be every week.',
    keywords: 'csat, prelims paper 2, qualifying paper, aptitude',
  },
  {
    slug: 'small-town-to-civil-services-topper-journey',
    title: 'From a Small Town to the Civil Services: A Topper’s Journey',
    tag: 'Small Town to Civil Services',
    pic: 'topper',
    short:
      'A first-generation graduate shares how she prepared with limited resources, used free material wisely and cleared the examination in her second attempt.',
    intro:
      'Anjali grew up in a small town in Rajasthan where no one had attempted the Civil Services Examination before. Her story shows that the right method matters more than resources.',
    heading: 'What worked for her',
    points: [
      'Used free daily current affairs and MCQs instead of buying every magazine',
      'Joined the live online programme so she could stay home and save on rent',
      'Wrote one answer every day and sent it for evaluation',
      'Made a small study group with two friends for weekly discussion',
      'Revised NCERTs three times before Prelims',
    ],
    closing: '“I stopped comparing my resources with others’ and started comparing my mock scores with my own,” she says.',
    keywords: 'topper story, upsc topper, motivation, small town',
  },
  {
    slug: 'working-professional-to-civil-servant',
    title: 'Working Professional to Civil Servant: Balancing Job and Preparation',
    tag: 'Working Professionals and UPSC',
    pic: 'topper',
    short: 'An IT engineer explains how he prepared while working full-time, what he sacrificed and when he decided to quit his job.',
    intro:
      'Rahul worked as a software engineer in Pune for three years while preparing. He cleared Mains in his second attempt before leaving his job.',
    heading: 'His approach',
    points: [
      'Three hours every weekday (two in the morning, one at night) and ten hours on weekends',
      'Used recorded lectures during the commute',
      'Chose an optional that overlapped with GS',
      'Took leave for the last month before Prelims and Mains',
      'Quit only after clearing Prelims once, so the risk was lower',
    ],
    closing:
      'Working while preparing is hard but possible. It also gives you financial security and a fallback option — and interview boards value work experience.',
    keywords: 'working professional, upsc preparation with job, topper story',
  },
  {
    slug: 'third-attempt-what-changed-after-two-failures',
    title: 'Third Attempt: What Changed After Two Failures',
    tag: 'Third Attempt: What Changed',
    pic: 'topper',
    short: 'Failed twice in Mains, she changed three things in her approach. An honest account of what went wrong and how she fixed it.',
    intro:
      'Priya cleared Prelims twice but could not get past Mains. In her third attempt she made the final list. The difference was not more hours but better feedback.',
    heading: 'Three changes that made the difference',
    points: [
      'Stopped collecting notes and started revising a limited set',
      'Wrote 15 full-length tests and had each evaluated with a one-to-one discussion',
      'Worked on presentation: headings, diagrams and concise introductions',
    ],
    closing:
      'Failure tells you what to fix, if you are willing to listen. Analyse your marksheet honestly and change your method, not just your effort.',
    keywords: 'upsc failure, mains strategy, motivation, third attempt',
  },
  {
    slug: 'hindi-medium-upsc-preparation-tips',
    title: 'हिंदी माध्यम से UPSC की तैयारी कैसे करें',
    tag: 'हिंदी माध्यम से UPSC की तैयारी',
    pic: 'strategy',
    short: 'हिंदी माध्यम के अभ्यर्थियों के लिए अध्ययन सामग्री, समसामयिकी, उत्तर लेखन और समय प्रबंधन से जुड़े व्यावहारिक सुझाव — शुरुआत से मुख्य परीक्षा तक।',
    intro: 'हर वर्ष हिंदी माध्यम के कई अभ्यर्थी सिविल सेवा परीक्षा में सफल होते हैं। सही अध्ययन सामग्री और नियमित उत्तर लेखन से यह राह आसान हो जाती है।',
    heading: 'मुख्य सुझाव',
    points: [
      'NCERT की हिंदी पुस्तकों से शुरुआत करें और मानक पुस्तकों के हिंदी संस्करण पढ़ें',
      'समसामयिक घटनाओं के लिए एक हिंदी समाचार पत्र और हमारी दैनिक करेंट अफेयर्स पढ़ें',
      'तकनीकी शब्दों और संस्थाओं के नामों की एक सूची बनाएँ — हिंदी और अंग्रेज़ी दोनों में, जैसे इसरो (ISRO) और भारतीय रिज़र्व बैंक (RBI)',
      'रोज़ कम से कम दो उत्तर लिखें और सरल भाषा का प्रयोग करें',
      'अनुवाद वाली सामग्री पर पूरी तरह निर्भर न रहें',
    ],
    closing: 'भाषा कभी बाधा नहीं होती; स्पष्ट विचार और संतुलित उत्तर ही अंक दिलाते हैं।',
    keywords: 'hindi medium upsc, हिंदी माध्यम, ias hindi, upsc tips',
  },
  {
    slug: 'daf-detailed-application-form-tips',
    title: 'Filling the DAF Wisely: Your Interview Begins Here',
    tag: 'Filling the DAF Wisely',
    pic: 'interview',
    short:
      'Most interview questions come from the Detailed Application Form. What to write, what to avoid and how to prepare every line of it.',
    intro:
      'The Detailed Application Form (DAF) is the only document the interview board has about you. Every line — hometown, education, hobbies, service preferences — can become a question.',
    heading: 'DAF dos and don’ts',
    points: [
      'Be truthful: never list a hobby you cannot discuss for 10 minutes',
      'Think carefully about service and cadre preferences',
      'Prepare a one-page brief on your hometown, state and district',
      'Revise your graduation subject basics',
      'List achievements that you can explain with examples',
    ],
    closing: 'After submitting the DAF, prepare 100 likely questions from it and practise answering them aloud.',
    keywords: 'daf, upsc interview, personality test, detailed application form',
  },
  {
    slug: 'upsc-interview-common-questions',
    title: 'Ten Questions Almost Every Interview Board Asks',
    tag: 'Common UPSC Interview Questions',
    pic: 'interview',
    short:
      'From “Tell us about yourself” to “Why civil services?”, here are the questions you must prepare and how to approach them honestly.',
    intro:
      'No two interviews are the same, but some questions appear again and again. Preparing them well lets you begin the interview with confidence.',
    heading: 'Questions to prepare',
    points: [
      'Tell us about yourself',
      'Why do you want to join the civil services?',
      'Why this service preference?',
      'What did you do after graduation?',
      'Tell us about your hometown’s main problems',
      'Questions on your hobbies',
      'A current issue relevant to your state',
      'An ethical dilemma you might face as an officer',
      'Your strengths and weaknesses',
      'What will you do if you are not selected?',
    ],
    closing: 'Answer honestly and briefly. The board is testing your personality, not your memory.',
    keywords: 'upsc interview questions, personality test, mock interview',
  },
  {
    slug: 'mains-revision-one-page-notes',
    title: 'Mains Revision: Making One-Page Notes',
    tag: 'One-Page Notes for Mains',
    pic: 'answer-writing',
    short:
      'Revision is impossible from 20 notebooks. Learn how toppers condense each topic into a single page of keywords, data and examples.',
    intro:
      'In the last month before Mains you need to revise the entire GS syllabus several times. That is only possible if your notes are short.',
    heading: 'How to make them',
    points: [
      'One page per topic: definitions, causes, impacts, way forward',
      'Add two data points, one report and one example',
      'Use diagrams and flowcharts to save words',
      'Update the page with current affairs',
      'Keep the pages in a ring binder by paper and topic',
    ],
    closing: 'Notes are tools, not trophies. If you cannot revise a page in two minutes, it is too long.',
    keywords: 'notes making, mains revision, upsc strategy',
  },
  {
    slug: 'using-previous-year-question-papers',
    title: 'How to Use Previous Year Question Papers',
    tag: 'Using Previous Year Papers',
    pic: 'prelims',
    short:
      'Previous year papers are the best guide to what UPSC wants. How to analyse them subject by subject and use them to plan your reading.',
    intro:
      'UPSC does not repeat questions, but it does repeat themes and the depth it expects. Previous year papers are therefore your best syllabus guide.',
    heading: 'Three ways to use them',
    points: [
      'Before reading a subject, see what has been asked in the last ten years',
      'After reading, solve the questions to test your understanding',
      'Note the trend: more statement-based questions, more current-affairs linked static questions',
      'Make a list of frequently asked areas for Mains in each paper',
    ],
    closing: 'A good aspirant knows the syllabus; a smart one knows how the syllabus has been tested.',
    keywords: 'previous year papers, pyq, upsc strategy, prelims',
  },
  {
    slug: 'geography-vs-sociology-optional',
    title: 'Geography or Sociology: Which Optional Suits You?',
    tag: 'Geography vs Sociology Optional',
    pic: 'strategy',
    short:
      'Two of the most popular optionals compared on syllabus length, overlap with GS, nature of questions and the kind of aspirant who does well.',
    intro:
      'Geography and Sociology are among the most chosen optionals. Both have a large overlap with GS, but they suit different kinds of learners.',
    heading: 'Key differences',
    points: [
      'Geography: more technical, needs diagrams and maps; strong overlap with GS I and GS III',
      'Sociology: compact syllabus; helps Essay, GS I and Ethics',
      'Geography suits those comfortable with science-like concepts',
      'Sociology suits those who enjoy reading and analysing society',
      'Both require regular answer writing to score well',
    ],
    closing: 'Read both syllabi and a few previous papers before deciding. The right optional is the one you enjoy writing about.',
    keywords: 'geography optional, sociology optional, choosing optional',
  },
];
