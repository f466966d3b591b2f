/** Site-wide singletons and menus: site details, ticker, navigation, footer columns, hero slides. */
import { BANNERS, ICONS, LOGO } from './pics';
import type { z } from '@/lib/zod';
import type { heroSlideSchema } from '@/lib/content/schemas/home';
import type { footerLinkSchema, headlineSchema, navItemSchema, siteDetailsSchema } from '@/lib/content/schemas/site';

type FooterLink = z.input<typeof footerLinkSchema>;
type HeroSlide = z.input<typeof heroSlideSchema>;
type NavItem = z.input<typeof navItemSchema>;
type NewsHeadline = z.input<typeof headlineSchema>;
type WebDetails = z.input<typeof siteDetailsSchema>;

export const webdetails: WebDetails[] = [
  {
    ID: 1,
    header1: 'Talk to a UPSC Mentor',
    title1: 'Share your details and our academic counsellor will help you choose the right course and batch.',
    header2: 'Need FREE Guidence for UPSC?',
    title2: 'Book a free counselling call',
    subtitle2: 'Not sure where to begin, or which batch suits you? A senior mentor will help you plan, free of charge.',
    webnotification: 1,
    adminemail: 'info@iasacademy.example',
    callnumber: '9810012345',
    facebook: 'https://www.facebook.com/upsc.prep.demo',
    instagram: 'https://www.instagram.com/upsc.prep.demo/',
    twitter: 'https://x.com/upsc_prep_demo',
    youtube: 'https://www.youtube.com/@upsc-prep-demo',
    logo: LOGO,
    logos: LOGO,
    footerstamp: '© 2026 All rights reserved. UPSC Civil Services Coaching since 2008.',
    footercontent:
      'We prepare civil services aspirants for the UPSC and State PSC examinations through classroom and live online programmes in Delhi, Pune and Hyderabad. Our integrated approach covers Prelims, Mains and the Personality Test with regular tests, personal mentorship and updated study material.',
    androidapp: 'https://play.google.com/store/apps/details?id=com.example.upscprep',
    iosapp: 'https://apps.apple.com/in/app/upsc-prep-demo/id1234567890',
    getacall_display: '1',
    needupsc_display: 1,
    tawk_display: 1,
    noticeboard: 'Scholarship-cum-admission test every Sunday at all centres. New Foundation batches start soon!',
    imagelink: '/course',
    himage: BANNERS.salePopup,
  },
];

export const newsheadline: NewsHeadline[] = [
  {
    ID: 1,
    headline: 'Foundation Batch 2027 admissions open at Old Rajinder Nagar, Mukherjee Nagar, Pune & Hyderabad',
    linkurl: '/course',
    icon: ICONS.new,
  },
  {
    ID: 2,
    headline: 'Scholarship-cum-admission test every Sunday — up to 30% fee waiver for top scorers',
    linkurl: 'registration',
    icon: ICONS.megaphone,
  },
  {
    ID: 3,
    headline: 'Daily current affairs with Prelims pointers and Mains angle, updated by 8 AM',
    linkurl: 'upsc-daily-current-affair',
    icon: ICONS.calendar,
  },
  { ID: 4, headline: 'New on the blog: how to plan the last 100 days before Prelims', linkurl: '/blogs', icon: ICONS.book },
  {
    ID: 5,
    headline: "Watch our toppers' mock interviews on YouTube",
    linkurl: 'https://www.youtube.com/@upsc-prep-demo',
    icon: ICONS.star,
  },
  { ID: 6, headline: 'Centres remain closed on gazetted holidays; live online classes continue as scheduled', icon: ICONS.bell },
  { ID: 7, headline: 'Mains Test Series 2027 (GS + Essay) — enrolments open, first test in January', linkurl: '/testseries' },
];

export const topnavbar: NavItem[] = [
  { ID: 1, title: 'Home', linkurl: '/', isdropdown: '', thisid: 1, dropdown: [] },
  {
    ID: 2,
    title: 'About',
    linkurl: '#',
    isdropdown: 'true',
    thisid: '2',
    dropdown: [
      { title: 'About Us', linkurl: '/about/about-us' },
      { title: 'Our Vision', linkurl: '/about/our-vision' },
      { title: 'Why Choose Us', linkurl: '/about/why-choose-us' },
      { title: 'Our Faculty', linkurl: '/faculty' },
      { title: 'Our Branches', linkurl: '/branches' },
      { title: 'Testimonials', linkurl: '/testimonial-details' },
    ],
  },
  { ID: 3, title: 'Test Series', linkurl: '/testseries', isdropdown: 'false', thisid: 3, dropdown: [] },
  {
    ID: 4,
    title: 'Current Affairs',
    linkurl: '#',
    icon: ICONS.calendar,
    isdropdown: 'true',
    thisid: '4',
    dropdown: [
      { title: 'Daily Current Affairs', linkurl: '/upsc-daily-current-affair' },
      { title: 'Articles', linkurl: 'articles' },
      { title: 'Monthly Digest', linkurl: '/current-affairs' },
      { title: 'Daily MCQ', linkurl: '/mcq' },
      { title: 'Videos', linkurl: '/videos' },
    ],
  },
  {
    ID: 5,
    title: 'Resources',
    linkurl: '#',
    icon: ICONS.book,
    isdropdown: 'true',
    thisid: 5,
    dropdown: [
      { title: 'Monthly Magazine', linkurl: '/magazine' },
      { title: 'Weekly Magazine', linkurl: '/weekly-magazine' },
      { title: 'APPSC Magazine', linkurl: '/appsc-magazine' },
      { title: 'Books', linkurl: '/books' },
      { title: 'General Essay', linkurl: '/general-essay' },
      { title: 'Exploration', linkurl: '/exploration' },
    ],
  },
  { ID: 6, title: 'Interview', linkurl: 'interview-guidance-program', isdropdown: '', thisid: '6', dropdown: [] },
  { ID: 7, title: 'Blogs', linkurl: '/blogs', isdropdown: 'false', thisid: 7, dropdown: [] },
  { ID: 8, title: 'Contact Us', linkurl: '/contact-us', isdropdown: '', thisid: 8, dropdown: [] },
];

export const leftfooterbar: FooterLink[] = [
  { ID: 1, title: 'About Us', linkurl: '/about/about-us' },
  { ID: 2, title: 'Our Faculty', linkurl: '/faculty' },
  { ID: 3, title: 'Our Branches', linkurl: '/branches' },
  { ID: 4, title: 'Testimonials', linkurl: '/testimonial-details' },
  { ID: 5, title: 'FAQ', linkurl: '/faq' },
  { ID: 6, title: 'Referral Policy', linkurl: 'upsc/referal-policy' },
  { ID: 7, title: 'Contact Us', linkurl: '/contact-us' },
];

export const rightfooterbar: FooterLink[] = [
  { ID: 1, title: 'Daily Current Affairs', linkurl: '/upsc-daily-current-affair' },
  { ID: 2, title: 'Articles', linkurl: '/articles' },
  { ID: 3, title: 'Monthly Digest', linkurl: '/current-affairs' },
  { ID: 4, title: 'Daily MCQ', linkurl: '/mcq' },
  { ID: 5, title: 'Videos', linkurl: '/videos' },
  { ID: 6, title: 'UPSC Syllabus', linkurl: '/upsc/upsc-syllabus' },
  { ID: 7, title: 'Interview Guidance', linkurl: 'interview-guidance-program' },
];

export const headerbar: HeroSlide[] = [
  {
    ID: 1,
    title: 'Foundation Batch 2027 — Admissions Open at Delhi, Pune and Hyderabad',
    pic: BANNERS.foundation,
    mobilepic: BANNERS.foundationMobile,
    linkurl: '/course-details/gs-foundation-2-years',
  },
  {
    ID: 2,
    title: 'Mains Mastery Programme — daily answer writing with evaluation in 72 hours',
    pic: BANNERS.mains,
    mobilepic: BANNERS.mainsMobile,
    linkurl: 'course-details/mains-mastery-2025',
  },
  {
    ID: 3,
    title: 'All India Prelims Test Series 2027 — 40 tests with detailed analytics',
    pic: BANNERS.testSeries,
    mobilepic: BANNERS.testSeriesMobile,
    linkurl: '/testseries',
  },
];
