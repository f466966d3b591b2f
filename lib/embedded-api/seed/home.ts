/** Home page content: custom blocks, the About section and the toppers' testimonials. */
import { avatar, cover } from './pics';
import type { z } from '@/lib/zod';
import type { aboutHomeSchema, homeContentSchema, testimonialSchema } from '@/lib/content/schemas/home';

type AboutHome = z.input<typeof aboutHomeSchema>;
type IndexPageContent = z.input<typeof homeContentSchema>;
type Testimonial = z.input<typeof testimonialSchema>;

const content1 = `<h2>Why aspirants choose us</h2>
<p>Preparing for the Civil Services Examination is a marathon, not a sprint. For more than fifteen years our academy has helped aspirants from every corner of India turn hard work into a clear, measurable plan.</p>
<ul>
<li><strong>Integrated preparation</strong> — Prelims, Mains and Interview taught together, so you never study a topic twice.</li>
<li><strong>Small batches</strong> — at most 80 students per classroom, with a personal mentor for every 40 aspirants.</li>
<li><strong>Answer writing from week one</strong> — weekly tests evaluated within 72 hours with model answers and one-to-one feedback.</li>
<li><strong>Updated material</strong> — printed notes revised every year and monthly current-affairs magazines.</li>
</ul>
<p><a href="/about/why-choose-us">Read more about our approach</a></p>`;

const content2 = `<h2>Our results</h2>
<p>Results are built over years of consistent teaching. In the last five examination cycles our students have cleared every stage of the examination in large numbers.</p>
<ul>
<li><strong>600+</strong> selections in these five cycles, across IAS, IPS, IFS and Central Services</li>
<li><strong>45</strong> ranks in the top 100 over five years</li>
<li><strong>1,200+</strong> students reached the Personality Test through our Mains programmes</li>
<li><strong>92%</strong> of our interview-guidance students rated the mock panels as “very useful”</li>
</ul>
<p>Hear it from the toppers themselves on our <a href="/testimonial-details">testimonials page</a> or watch <a href="/videos">Topper's Talk</a>.</p>`;

const content3 = `<h2>Integrated GS + CSAT approach</h2>
<p>Many aspirants clear the General Studies cut-off but lose a year to CSAT. Our foundation courses build both papers together:</p>
<ul>
<li>Two CSAT sessions every week alongside General Studies classes</li>
<li>Sectional tests in comprehension, reasoning and basic numeracy</li>
<li>Prelims and Mains syllabus mapped topic by topic, with <strong>current affairs linked to static portions</strong></li>
<li>Essay and Ethics case studies introduced from the third month</li>
</ul>
<p>Explore the <a href="/course">full list of courses</a> or check the <a href="/testseries">test series</a> calendar.</p>`;

const content4 = `<h2>Free resources for every aspirant</h2>
<p>Not ready to join a course yet? Start with our free material, updated every day by the faculty team:</p>
<ul>
<li><a href="/upsc-daily-current-affair">Daily Current Affairs</a> with Prelims pointers and Mains angle</li>
<li><a href="/mcq">Daily MCQs</a> with detailed explanations</li>
<li><a href="/current-affairs">Monthly digest</a> and <a href="/magazine">magazines</a> in PDF</li>
<li><a href="/articles">Mains-style questions</a> with model answers</li>
<li><a href="/upsc/upsc-syllabus">The complete UPSC syllabus</a>, topic by topic</li>
</ul>`;

export const indexpagecontent: IndexPageContent[] = [
  {
    ID: 1,
    showcourseindex: 1,
    showaboutindex: '1',
    hide1: 0,
    hide2: '0',
    hide3: 0,
    hide4: 0,
    bgcolor1: 1,
    bgcolor2: 2,
    bgcolor3: '1',
    bgcolor4: 3,
    content1,
    content2,
    content3,
    content4,
    metatitle: 'Best IAS Coaching in Delhi, Pune & Hyderabad | UPSC',
    metadescription:
      'Classroom and live online UPSC coaching for Prelims, Mains and Interview: GS foundation, CSAT, optional subjects, test series and daily current affairs.',
  },
];

export const abouthome: AboutHome[] = [
  {
    ID: 1,
    title: 'About our academy',
    content: `<p>Founded in 2008 by a group of civil servants and educators, our academy has grown from one classroom in Old Rajinder Nagar to four centres in Delhi, Pune and Hyderabad, with live online batches for aspirants across India.</p>
<p>We believe that the Civil Services Examination rewards <strong>understanding, not memorisation</strong>. Our faculty teach concepts from the basics, connect them with current affairs and train students to write crisp, balanced answers.</p>
<ul><li>Experienced faculty and retired civil servants on the interview panel</li><li>Personal mentorship and fortnightly progress reviews</li><li>Library and self-study halls open from 7 AM to 11 PM</li></ul>
<p><a href="/about/about-us">Know more about us</a></p>`,
    pic: cover('about-us'),
    testimonialdescription:
      '<p>Every year hundreds of our students clear the Civil Services Examination. Here they share, in their own words, how structured classes, regular tests and personal mentorship helped them along the way. <strong>Their journeys show that consistency matters more than background.</strong></p>',
  },
];

export const testimonials: Testimonial[] = [
  {
    ID: 1,
    name: 'Ananya Sharma',
    pic: avatar(2),
    testimonials:
      'The weekly Mains tests changed the way I write. My first answers were essays without structure; by the fourth month I could finish 20 questions in three hours with an introduction, body and a balanced conclusion every time.',
  },
  {
    ID: 2,
    name: 'Rohit Kulkarni',
    pic: avatar(3),
    testimonials:
      'I joined the Pune centre while working full-time. The weekend foundation batch and the recorded lectures meant I never fell behind. The mentors checked on me every fortnight and kept my plan realistic.',
  },
  {
    ID: 3,
    name: 'Sravani Reddy',
    pic: avatar(5),
    testimonials:
      'Coming from an engineering background, Sociology optional felt alien at first. The faculty made thinkers like Durkheim and Weber easy to relate to Indian society, and the optional test series gave me the confidence to score well.',
  },
  {
    ID: 4,
    name: 'Mohammed Irfan',
    pic: avatar(1),
    testimonials:
      'Three failed attempts taught me that I needed feedback, not more books. The evaluation here was honest & detailed — and my rank jumped from "not in list" to rank < 100 in a single year.',
  },
  {
    ID: 5,
    name: 'प्रियंका यादव',
    pic: avatar(4),
    testimonials:
      'हिंदी माध्यम से तैयारी करते हुए सबसे बड़ी चुनौती अच्छी अध्ययन सामग्री थी। यहाँ के हिंदी नोट्स, साप्ताहिक उत्तर लेखन और शिक्षकों के मार्गदर्शन से मेरा आत्मविश्वास बढ़ा और मैंने पहले ही प्रयास में साक्षात्कार तक का सफर तय किया।',
  },
  {
    ID: 6,
    name: 'Karthik Iyer',
    pic: avatar(6),
    testimonials:
      'The CSAT classes saved my attempt. I had always cleared GS cut-offs but struggled with comprehension and data interpretation; the sectional tests and shortcuts made Paper II a comfortable 120+.',
  },
  {
    ID: 7,
    name: 'Neha Verma',
    pic: avatar(8),
    testimonials:
      'The mock interviews with retired officers felt exactly like the real board. They questioned my DAF in depth, and the video recording helped me fix my body language before the actual Personality Test.',
  },
  {
    ID: 8,
    name: 'Aditya Singh Rathore',
    pic: avatar(7),
    testimonials:
      'Daily current affairs notes and the monthly magazine were all I needed for current events. I never had to read three newspapers a day, which left time for revision and tests.',
  },
  {
    ID: 9,
    name: 'Fatima Sheikh',
    testimonials:
      'What I valued most was the library and the peer group at Mukherjee Nagar. Studying 10 hours a day is easier when everyone around you is doing the same, and the faculty were always available for doubts.',
  },
];
