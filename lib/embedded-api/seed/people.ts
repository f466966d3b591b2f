/** Faculty, the interview panel, interview-guidance sections and FAQs. */
import { avatar, cover } from './pics';
import type { z } from '@/lib/zod';
import type { faqSchema, interviewSectionSchema, personSchema } from '@/lib/content/schemas/people';
import { ul } from './util';

type Faq = z.input<typeof faqSchema>;
type InterviewContent = z.input<typeof interviewSectionSchema>;
type Person = z.input<typeof personSchema>;

export const faculty: Person[] = [
  {
    ID: 1,
    name: 'Dr. Arvind Mehta',
    designation: 'Indian Polity & Governance',
    pic: avatar(3),
    description:
      'PhD in Political Science from JNU with 18 years of teaching experience. Known for explaining constitutional provisions through landmark judgments and current controversies.',
  },
  {
    ID: 2,
    name: 'Dr. Kavita Rao',
    designation: 'History, Art & Culture',
    pic: avatar(2),
    description:
      'Historian and author who has taught ancient, medieval and modern India for 15 years. Her classes on temple architecture and the freedom struggle are student favourites.',
  },
  {
    ID: 3,
    name: 'Suresh Nair',
    designation: 'Geography (GS & Optional)',
    pic: avatar(1),
    description:
      'Mentor for the Geography optional for 14 years. Uses maps and diagrams in every class and has guided many top scorers in the optional.',
  },
  {
    ID: 4,
    name: 'Vikram Joshi',
    designation: 'Indian Economy',
    pic: avatar(7),
    description:
      'Former economist with a public-sector bank. Makes monetary policy, budgets and the external sector easy to understand for students from non-economics backgrounds.',
  },
  {
    ID: 5,
    name: 'Dr. Farah Siddiqui',
    designation: 'Ethics, Essay & Mains Answer Writing',
    pic: avatar(4),
    description: 'Teaches GS Paper IV and the Essay with a focus on case studies and structured writing. Leads the answer-evaluation team.',
  },
  {
    ID: 6,
    name: 'Amit Gupta',
    designation: 'CSAT — Quantitative Aptitude & Reasoning',
    pic: avatar(6),
    description:
      'IIT Kanpur graduate with 12 years of experience teaching aptitude. Known for shortcuts that make numeracy accessible to humanities students.',
  },
  {
    ID: 7,
    name: 'Dr. Meenal Deshpande',
    designation: 'Sociology & Anthropology (Optional)',
    pic: avatar(5),
    description:
      'PhD in Sociology from the University of Pune. Connects sociological theory with Indian society and current issues in every lecture.',
  },
  {
    ID: 8,
    name: 'Ravi Teja Kumar',
    designation: 'Environment, Science & Technology',
    pic: avatar(8),
    description:
      'Former research scientist who teaches ecology, biodiversity, space and biotechnology, with regular sessions on science in the news.',
  },
];

export const interviewpanel: Person[] = [
  {
    ID: 1,
    name: 'Shri R. K. Srivastava, IAS (Retd.)',
    designation: 'Former Chief Secretary of a State Government',
    pic: avatar(7),
    description:
      '36 years in the Indian Administrative Service, including district, state and central postings. Chairs our mock interview boards.',
  },
  {
    ID: 2,
    name: 'Smt. Usha Menon, IFS (Retd.)',
    designation: 'Former Ambassador of India',
    pic: avatar(4),
    description:
      'Served in Indian missions in Asia, Europe and Africa. Guides candidates on international relations and India’s foreign policy.',
  },
  {
    ID: 3,
    name: 'Shri Harpreet Singh, IPS (Retd.)',
    designation: 'Former Director General of Police',
    pic: avatar(3),
    description: 'Extensive experience in internal security, policing and police reforms. Focuses on situational and ethical questions.',
  },
  {
    ID: 4,
    name: 'Dr. S. Venkataraman, IAS (Retd.)',
    designation: 'Former Secretary to the Government of India',
    pic: avatar(1),
    description:
      'Worked on economic and social-sector policy at the Centre. Known for probing candidates on their graduation subject and policy issues.',
  },
  {
    ID: 5,
    name: 'Smt. Nirmala Kapoor, IRS (Retd.)',
    designation: 'Former Chief Commissioner of Income Tax',
    pic: avatar(2),
    description: 'Brings experience of tax administration and public finance; helps candidates with the DAF and service preferences.',
  },
];

export const interviewcontent: InterviewContent[] = [
  {
    ID: 1,
    title: 'Interview Guidance Programme',
    pic: cover('interview'),
    content:
      '<p>The Personality Test carries <strong>275 marks</strong> and often decides the final rank and service. Our Interview Guidance Programme helps you present your best, most authentic self before the board.</p><p>The programme is <strong>free for all students who have cleared Mains</strong>, whether or not they studied with us.</p>',
  },
  {
    ID: 2,
    title: 'DAF analysis',
    content: `<p>Every interview begins with your Detailed Application Form. Our mentors go through your DAF line by line and prepare a personalised list of likely questions.</p>${ul(['Hometown, district and state profile', 'Graduation subject and work experience', 'Hobbies and extracurricular achievements', 'Service and cadre preferences'])}`,
  },
  {
    ID: 3,
    title: 'Mock interviews with retired civil servants',
    pic: cover('why-us'),
    content: `<p>Face a full board of retired IAS, IPS, IFS and IRS officers in conditions that simulate the UPSC Personality Test.</p>${ul(['Up to three mock interviews per candidate', 'Video recording for self-review', 'Detailed written feedback from each panel member'])}`,
  },
  {
    ID: 4,
    title: 'Current affairs and feedback sessions',
    content:
      '<p>Daily discussion sessions on current issues, one-to-one feedback on body language and communication, and a final session on the morning routine for the interview day.</p><p><a href="/contact-us">Register for the programme</a> or call us to book your DAF session.</p>',
  },
];

export const faq: Faq[] = [
  {
    ID: 1,
    question: 'When do new batches start?',
    answer:
      '<p>Foundation batches start several times a year, usually in January–February, June–July and September. See the <a href="/course">course page</a> for current batch dates at each centre.</p>',
  },
  {
    ID: 2,
    question: 'Can I pay the fee in instalments?',
    answer:
      '<p>Yes. Fees for foundation courses can be paid in up to <strong>four instalments</strong> without interest. Education loans are also available through partner banks.</p>',
  },
  {
    ID: 3,
    question: 'Do you offer scholarships?',
    answer:
      '<p>We hold a scholarship-cum-admission test every Sunday. Depending on the score, students receive a fee waiver of up to 30%. Additional support is available for students from economically weaker sections.</p>',
  },
  {
    ID: 4,
    question: 'Is there a live online option?',
    answer:
      '<p>Yes. Most courses have a live online batch taught by the same faculty, with recordings available on the student portal and printed material couriered anywhere in India.</p>',
  },
  {
    ID: 5,
    question: 'What if I miss a class?',
    answer:
      '<p>Every class is recorded. You can watch the recording on the student portal, and attend a doubt-clearing session with the faculty.</p>',
  },
  {
    ID: 6,
    question: 'Is study material included in the fee?',
    answer:
      '<p>Yes. Printed subject-wise booklets, the monthly current affairs magazine and test booklets are included in the fee for classroom and online programmes.</p>',
  },
  {
    ID: 7,
    question: 'Can I change my batch or centre after joining?',
    answer:
      '<p>Yes, subject to seat availability. Write to the centre’s email address or speak to the counsellor; there is no charge for one change.</p>',
  },
  {
    ID: 8,
    question: 'What is your refund policy?',
    answer:
      '<p>Refunds are governed by our <a href="/refund-policy">refund and cancellation policy</a>. In short, a full refund minus a processing fee is available within seven days of the batch start.</p>',
  },
  {
    ID: 9,
    question: 'Do you help with hostels and PG accommodation?',
    answer:
      '<p>Our front office can share a list of verified hostels and PG accommodation near each centre. We do not run hostels ourselves.</p>',
  },
  {
    ID: 10,
    question: 'Is interview guidance free?',
    answer:
      '<p>Yes. The Interview Guidance Programme, including DAF analysis and mock interviews, is free for every candidate who clears the Mains examination.</p>',
  },
];
