/** Page metadata by key, served by /seoterms/{page}. Titles ≤ 60 characters, descriptions 120–160. */
import type { z } from '@/lib/zod';
import type { seoTermsSchema } from '@/lib/content/schemas/site';

type SeoTerm = z.input<typeof seoTermsSchema>;

type SeoRow = [page: string, metatitle: string, metadescription: string, keywords: string];

const rows: SeoRow[] = [
  [
    'home',
    'Best IAS Coaching in Delhi, Pune & Hyderabad | UPSC',
    'Classroom and live online UPSC coaching for Prelims, Mains and Interview: GS foundation, CSAT, optional subjects, test series and daily current affairs.',
    'ias coaching, upsc coaching, civil services, delhi, pune, hyderabad',
  ],
  [
    'testimonials',
    'Student Testimonials | UPSC Toppers Share Their Journey',
    'Read what our UPSC toppers and successful candidates say about our classroom programmes, answer-writing practice, test series and personal mentorship.',
    'upsc toppers, ias testimonials, student reviews',
  ],
  [
    'Branches',
    'Our Branches | IAS Coaching in Delhi, Pune & Hyderabad',
    'Find our UPSC coaching centres at Old Rajinder Nagar and Mukherjee Nagar in Delhi, Pune and Hyderabad, with addresses, phone numbers and courses on offer.',
    'ias coaching centres, old rajinder nagar, mukherjee nagar, pune, hyderabad',
  ],
  [
    'thankyou',
    'Thank You | We Will Call You Shortly',
    'Thank you for contacting us. Our academic counsellor will call you shortly to help you choose the right UPSC course, batch and centre for your preparation.',
    'thank you, upsc counselling',
  ],
  [
    'appsc-magazine',
    'APPSC Group I & II Magazine | Monthly PDF',
    'Download our monthly APPSC magazine for Group I and Group II: Andhra Pradesh current affairs, state economy, welfare schemes and practice questions in PDF.',
    'appsc magazine, appsc group 1, andhra pradesh current affairs',
  ],
  [
    'faculty',
    'Our Faculty | Experienced UPSC Mentors & Subject Experts',
    'Meet our faculty: subject experts in polity, economy, history, geography, ethics and optional subjects, with years of experience guiding UPSC aspirants.',
    'upsc faculty, ias teachers, mentors',
  ],
  [
    'faq',
    'FAQ | UPSC Courses, Fees, Batches & Admissions',
    'Answers to common questions about our UPSC courses, fees and instalments, batch timings, online classes, scholarships, study material and admissions.',
    'upsc coaching faq, fees, admission, batches',
  ],
  [
    'blogs',
    'UPSC Blog | Strategy, Toppers’ Tips & Booklists',
    'Practical UPSC preparation strategy from our faculty and toppers: timetables, booklists, answer-writing tips, optional choice and revision plans for CSE.',
    'upsc blog, ias strategy, upsc booklist, toppers tips',
  ],
  [
    'articles',
    'UPSC Mains Questions with Model Answers | Articles',
    'Practise Mains-style questions across GS Papers I to IV with structured model answers, key points and conclusions written by our faculty for UPSC CSE.',
    'upsc mains answers, model answers, answer writing',
  ],
  [
    'upsc-daily-current-affair',
    'UPSC Daily Current Affairs | Prelims & Mains Notes',
    'Daily current affairs for UPSC CSE: news explained with background, Prelims pointers, Mains angle and way forward, covering polity, economy, environment and IR.',
    'daily current affairs, upsc current affairs, news analysis',
  ],
  [
    'current-affairs',
    'Monthly Current Affairs Digest PDF | UPSC',
    'Download the monthly current affairs digest for UPSC: the month’s important news in polity, economy, environment, science and international relations.',
    'monthly current affairs, upsc digest pdf',
  ],
  [
    'videos',
    'UPSC Videos | Lectures, News Analysis & Toppers’ Talks',
    'Watch demo lectures, daily news analysis, webinars, podcasts and toppers’ mock interviews to strengthen your UPSC Civil Services preparation for free.',
    'upsc videos, demo lecture, news analysis, mock interview',
  ],
  [
    'books',
    'UPSC Books by Our Faculty | Polity, Economy, CSAT',
    'Concise books for UPSC CSE written by our faculty: polity, economy, geography, history, environment, ethics, CSAT and essay, updated for the latest exam.',
    'upsc books, ias books, polity book, csat book',
  ],
  [
    'magazine',
    'Monthly Current Affairs Magazine for UPSC | PDF',
    'Our monthly current affairs magazine for UPSC: issue-wise analysis of national and international news, editorials, data points and practice MCQs in PDF.',
    'upsc magazine, monthly current affairs magazine',
  ],
  [
    'weekly-magazine',
    'Weekly Current Affairs Magazine | UPSC News Digest',
    'A weekly news digest for UPSC aspirants: the week’s top stories, editorial summaries, Prelims facts and a short quiz, ready to download in PDF every Monday.',
    'weekly current affairs, weekly magazine upsc',
  ],
  [
    'mcq',
    'Daily UPSC MCQs with Explanations | Prelims Practice',
    'Practise UPSC Prelims-style MCQs every day on polity, economy, geography, history, environment and science, each with a detailed explanation of the answer.',
    'upsc mcq, prelims practice questions, daily quiz',
  ],
  [
    'general-essay',
    'UPSC Essay Samples | General Essays for Mains',
    'Read well-structured sample essays for the UPSC Mains essay paper on philosophical and socio-economic themes, with introductions, arguments and conclusions.',
    'upsc essay, essay samples, mains essay paper',
  ],
  [
    'exploration',
    'Exploration | India’s Heritage, Geography & Culture',
    'Explore India’s heritage sites, landscapes, festivals and traditions through detailed illustrated stories that connect directly with the UPSC syllabus.',
    'indian heritage, art and culture upsc, geography',
  ],
  [
    'interview-guidance-program',
    'UPSC Interview Guidance Programme | Mock Interviews',
    'Prepare for the UPSC Personality Test with DAF analysis, mock interviews by retired civil servants, recorded feedback and current-affairs discussions.',
    'upsc interview, mock interview, personality test, daf',
  ],
  [
    'course',
    'UPSC Courses | GS Foundation, CSAT, Optional & Mains',
    'Explore UPSC courses at our Delhi, Pune and Hyderabad centres and online: GS foundation, CSAT, Mains mastery, optional subjects and GS modules.',
    'upsc courses, gs foundation, csat course, optional coaching',
  ],
  [
    'testseries',
    'UPSC Test Series 2027 | Prelims, Mains & CSAT Tests',
    'Join our UPSC test series for Prelims, Mains, CSAT and optional subjects: all-India ranking, detailed evaluation, model answers and performance analytics.',
    'upsc test series, prelims test series, mains test series',
  ],
  [
    'contact-us',
    'Contact Us | UPSC Coaching Admissions & Counselling',
    'Contact our admissions team for course details, fees and batch timings, or visit our centres in Old Rajinder Nagar, Mukherjee Nagar, Pune and Hyderabad.',
    'contact, upsc coaching admission, counselling',
  ],
  [
    'registration',
    'Registration | Enrol in a UPSC Course or Test Series',
    'Register for our UPSC courses and test series online: choose your programme, centre and batch, and our counsellor will confirm your admission by phone.',
    'upsc registration, enrol, admission form',
  ],
];

export const seoterms: SeoTerm[] = rows.map(([page, metatitle, metadescription, keywords], i) => ({
  ID: i + 1,
  page,
  metatitle,
  metadescription,
  keywords,
}));
