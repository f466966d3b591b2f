/** About pages and the policy-style pages served by /about/{url} and /upsc/{page}. */
import {
  SYLLABUS_CSAT,
  SYLLABUS_ESSAY,
  SYLLABUS_GS1,
  SYLLABUS_GS2,
  SYLLABUS_GS3,
  SYLLABUS_GS4,
  SYLLABUS_PRELIMS_GS,
} from './course-syllabus';
import { cover } from './pics';
import { policyPages } from './policies';
import type { z } from '@/lib/zod';
import type { aboutPageSchema, policyPageSchema } from '@/lib/content/schemas/writing';
import { table, ul } from './util';

type AboutPage = z.input<typeof aboutPageSchema>;
type UpscPage = z.input<typeof policyPageSchema>;

export const aboutpages: AboutPage[] = [
  {
    ID: 1,
    abouturl: 'about-us',
    title: 'About Us',
    pic: cover('about-us'),
    content: `<p>Our academy was founded in 2008 by a small group of teachers and former civil servants who believed that quality guidance for the Civil Services Examination should be honest, structured and within reach of every serious aspirant.</p>
<h2>Our journey</h2><p>We began with a single classroom of 40 students in Old Rajinder Nagar, New Delhi. Today we teach thousands of aspirants every year at four centres — Old Rajinder Nagar and Mukherjee Nagar in Delhi, Pune and Hyderabad — and through live online batches that reach students in every state.</p>
<h2>What we do</h2>${ul(['Foundation courses for Prelims, Mains and Interview in English and Hindi', 'CSAT, Mains answer writing and optional subject programmes', 'Test series for Prelims, Mains and optional subjects', 'Free daily current affairs, MCQs and monthly magazines', 'Interview guidance with retired civil servants'])}
<h2>Our people</h2><p>Our <a href="/faculty">faculty</a> combine subject expertise with years of classroom experience, and our mentors track every student’s progress personally. Our <a href="/interview-guidance-program">interview panel</a> includes retired officers of the IAS, IPS, IFS and IRS.</p>`,
    metatitle: 'About Us | UPSC Coaching Since 2008',
    metadescription:
      'Learn about our academy: UPSC coaching since 2008 with centres in Delhi, Pune and Hyderabad, live online batches, experienced faculty and personal mentorship.',
  },
  {
    ID: 2,
    abouturl: 'our-vision',
    title: 'Our Vision',
    pic: cover('vision'),
    content: `<p>Our vision is to help build a civil service that is <strong>competent, ethical and compassionate</strong> — by preparing aspirants not just to clear an examination but to serve the public with integrity.</p>
<h2>Our mission</h2>${ul(['Make high-quality preparation accessible through fair fees, scholarships and free resources', 'Teach concepts, not shortcuts, so that knowledge lasts beyond the examination', 'Give every student personal attention through mentorship and feedback', 'Keep our material current, accurate and relevant to the UPSC syllabus'])}
<h2>Our values</h2>${ul(['<strong>Integrity</strong> — honest advice, even when it is not what a student wants to hear', '<strong>Excellence</strong> — continuous improvement of our teaching and material', '<strong>Inclusion</strong> — classes in English and Hindi, and support for students from every background', '<strong>Care</strong> — attention to students’ wellbeing during a demanding preparation'])}`,
    metatitle: 'Our Vision and Values | UPSC Coaching',
    metadescription:
      'Our vision is a competent, ethical and compassionate civil service. Read about our mission, our values and how they shape the way we teach UPSC aspirants.',
  },
  {
    ID: 3,
    abouturl: 'why-choose-us',
    title: 'Why Choose Us',
    pic: cover('why-us'),
    content: `<p>Choosing a coaching institute is an important decision. Here is what sets our programmes apart.</p>
${table(
  ['What you get', 'How it helps'],
  [
    ['Small batches (max. 80)', 'Faculty know every student and doubts are answered in class'],
    ['A mentor for every 40 students', 'Fortnightly reviews keep your plan realistic and on track'],
    ['Weekly tests from week four', 'Regular feedback instead of surprises before Prelims'],
    ['Mains evaluation in 72 hours', 'Quick, detailed feedback while the answer is fresh in your mind'],
    ['Integrated GS + CSAT', 'No risk of losing a year to Paper II'],
    ['Free interview guidance', 'Mock interviews with retired civil servants for every Mains qualifier'],
  ],
)}
<h2>Results that speak</h2><p>Our students have cleared every stage of the examination year after year. Read their stories on the <a href="/testimonial-details">testimonials page</a>.</p>`,
    metatitle: 'Why Choose Us | Small Batches, Mentorship, Tests',
    metadescription:
      'Small batches, a mentor for every 40 students, weekly tests, 72-hour Mains evaluation and free interview guidance: why aspirants choose our UPSC programmes.',
  },
];

const syllabusContent = `<p>The Civil Services Examination is conducted by the Union Public Service Commission in three stages: the Preliminary Examination (objective), the Main Examination (written) and the Personality Test (interview).</p>
<h2>Scheme of the examination</h2>
${table(
  ['Stage', 'Paper', 'Marks'],
  [
    ['Prelims', 'General Studies Paper I', '200'],
    ['Prelims', 'General Studies Paper II (CSAT) — qualifying, 33%', '200'],
    ['Mains', 'Paper A: Indian language — qualifying', '300'],
    ['Mains', 'Paper B: English — qualifying', '300'],
    ['Mains', 'Essay', '250'],
    ['Mains', 'General Studies I, II, III and IV', '4 × 250'],
    ['Mains', 'Optional subject Papers I and II', '2 × 250'],
    ['', '<strong>Written total (counted for merit)</strong>', '<strong>1,750</strong>'],
    ['Interview', 'Personality Test', '275'],
    ['', '<strong>Grand total</strong>', '<strong>2,025</strong>'],
  ],
)}
<p>Prelims marks are used only to qualify for Mains; they are not counted in the final merit list. Each wrong answer in Prelims attracts a penalty of one-third of the marks for that question.</p>
<h2>Preliminary Examination</h2>${SYLLABUS_PRELIMS_GS}${SYLLABUS_CSAT}
<h2>Main Examination</h2>${SYLLABUS_ESSAY}${SYLLABUS_GS1}${SYLLABUS_GS2}${SYLLABUS_GS3}${SYLLABUS_GS4}
<h3>Optional subject</h3><p>Candidates choose one optional subject from the list in the UPSC notification, including literature of any of the languages in the Eighth Schedule. Each optional has two papers of 250 marks.</p>
<h2>Personality Test</h2><p>The interview assesses the candidate’s suitability for a career in public service: mental alertness, critical powers of assimilation, clear and logical exposition, balance of judgment, variety and depth of interest, social cohesion, leadership, and intellectual and moral integrity.</p>
<p><em>Always refer to the latest UPSC notification for the official syllabus and scheme.</em> Start your preparation with our <a href="/course">foundation courses</a>.</p>`;

export const upscpages: UpscPage[] = [
  ...policyPages,
  {
    ID: 5,
    pageurl: 'upsc-syllabus',
    title: 'UPSC Civil Services Syllabus: Prelims, Mains and Interview',
    content: syllabusContent,
    metatitle: 'UPSC Syllabus: Prelims, Mains & Interview Explained',
    metadescription:
      'The complete UPSC Civil Services syllabus: exam scheme, Prelims GS and CSAT, Mains Essay and GS Papers I–IV, optional subjects and the Personality Test.',
  },
];
