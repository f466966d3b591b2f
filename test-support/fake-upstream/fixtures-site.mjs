// Fixtures: site-wide data, home page data and branches (docs/content-contract.md#endpoints).

import { GOOD_HTML, HINDI_TEXT, HOSTILE_HTML, HOSTILE_LINK, LINK_FORMS, LONG_TITLE, TEXT_EDGE } from './fixtures-edge.mjs';

/** The keys of GET /seoterms/{page} (docs/content-contract.md#site-wide-data), case-sensitive. */
export const SEO_KEYS = [
  'home',
  'testimonials',
  'Branches',
  'thankyou',
  'appsc-magazine',
  'faculty',
  'faq',
  'blogs',
  'articles',
  'upsc-daily-current-affair',
  'current-affairs',
  'videos',
  'books',
  'magazine',
  'weekly-magazine',
  'mcq',
  'general-essay',
  'exploration',
  'interview-guidance-program',
  'course',
  'testseries',
  'contact-us',
  'registration',
];

/** @param {ReturnType<import('./fixtures-edge.mjs').mediaUrls>} m */
export function buildSite(m) {
  const webdetails = [
    {
      ID: 1,
      header1: 'Fake Upstream Enquiry Header',
      title1: 'Fake Upstream enquiry title',
      header2: 'Fake Upstream Need Guidance?',
      title2: null, // opt: null → site fallback 'Title Here'
      subtitle2: '', // opt: "" → site fallback 'subtitle Here'
      webnotification: '1', // flag as numeric string
      adminemail: 'fake-upstream@example.com',
      callnumber: '9876500001',
      facebook: 'https://www.facebook.com/fake-upstream',
      instagram: 'https://www.instagram.com/fake-upstream',
      twitter: null,
      // youtube: missing on purpose
      logo: m.pic('fake-logo'),
      logos: '',
      footerstamp: '© Fake Upstream Institute — सर्वाधिकार सुरक्षित 🎓',
      footercontent: `Fake Upstream footer content. ${TEXT_EDGE}`,
      androidapp: 'https://play.google.com/store/apps/details?id=com.example.fakeupstream',
      iosapp: null,
      getacall_display: 1, // flag as number
      needupsc_display: '1',
      tawk_display: '0', // off: no chat widget in tests
      noticeboard: `Fake Upstream notice: admissions open ${TEXT_EDGE}`,
      imagelink: '/course',
      himage: m.pic('fake-sale-popup'),
      studentlogin: 'https://student.example.com/fake-upstream-login',
      tawkurl: null,
    },
    {
      ID: 2,
      header1: 'Fake Upstream IGNORED second site details',
      webnotification: 0,
      adminemail: 'ignored@example.com',
      callnumber: '9000000000',
      getacall_display: 0,
      needupsc_display: 0,
      tawk_display: 0,
    },
  ];

  const newsheadline = [
    {
      ID: 1,
      headline: 'Fake Headline: Foundation batch admissions open',
      linkurl: '/course-details/fake-upstream-gs-foundation',
      icon: m.pic('fake-headline-icon'),
    },
    { ID: 2, headline: 'Fake Headline without link', icon: null }, // no linkurl at all
    { ID: 3, headline: 'Fake Headline external', linkurl: LINK_FORMS.absolute },
    { ID: 4, headline: `Fake Headline ${HINDI_TEXT}`, linkurl: LINK_FORMS.noSlash, icon: '' },
    { ID: 5, headline: 'Fake Headline hostile link', linkurl: HOSTILE_LINK },
    { ID: 6, headline: `Fake Headline text edge ${TEXT_EDGE}`, linkurl: '' },
    { ID: 7, headline: 'Fake Headline hash', linkurl: '#' },
  ];

  const topnavbar = [
    { ID: 1, title: 'Fake Home', linkurl: '/', isdropdown: '', thisid: 1 },
    {
      ID: 2,
      title: 'Fake About',
      linkurl: '#',
      isdropdown: 'true',
      thisid: '2',
      icon: m.pic('fake-nav-about'),
      dropdown: [
        { title: 'Fake About Us', linkurl: '/about/fake-upstream-about-us' },
        { title: 'Fake Our Team', linkurl: 'about/fake-upstream-our-team' },
        { title: 'Fake Faculty', linkurl: '/faculty' },
        { title: 'Fake Hostile Dropdown Entry', linkurl: HOSTILE_LINK },
      ],
    },
    {
      ID: 3,
      title: 'Fake Current Affairs',
      isdropdown: 'true',
      thisid: 3, // linkurl missing
      dropdown: [
        { title: 'Fake Daily Current Affairs', linkurl: 'upsc-daily-current-affair' },
        { title: 'Fake Monthly Current Affairs', linkurl: '/current-affairs' },
        { title: 'Fake MCQ', linkurl: '/mcq' },
        { title: 'Fake External Resource', linkurl: 'https://www.example.com/fake-resource' },
      ],
    },
    { ID: 4, title: 'Fake Blogs', linkurl: '/blogs', isdropdown: 'false', thisid: 4, dropdown: [] },
    { ID: 5, title: 'Fake Interview Guidance', linkurl: LINK_FORMS.noSlash, thisid: 5 }, // isdropdown missing
    // isdropdown 'false' but a non-empty dropdown: the dropdown must NOT be shown
    {
      ID: 6,
      title: 'Fake Not A Dropdown',
      linkurl: '/testseries',
      isdropdown: 'false',
      thisid: 6,
      dropdown: [{ title: 'Fake Hidden Entry', linkurl: '/hidden' }],
    },
    { ID: 7, title: 'Fake Hostile Nav', linkurl: HOSTILE_LINK, isdropdown: null, thisid: 7 },
    { ID: 8, title: 'अध्ययन सामग्री 📚', linkurl: LINK_FORMS.absolute, isdropdown: '', thisid: 8 },
  ];

  const leftfooterbar = [
    { ID: 1, title: 'Fake Left External', linkurl: LINK_FORMS.absolute },
    { ID: 2, title: 'Fake Left Blogs', linkurl: '/blogs' },
    { ID: 3, title: 'Fake Left Privacy Policy', linkurl: 'privacy-policy' },
    { ID: 4, title: 'Fake Left Hash', linkurl: '#' },
    { ID: 5, title: 'Fake Left Root', linkurl: '/' },
  ];
  const rightfooterbar = [
    { ID: 1, title: 'Fake Right Hostile', linkurl: HOSTILE_LINK },
    { ID: 2, title: 'Fake Right Test Series', linkurl: '/testseries' },
    { ID: 3, title: 'Fake Right Contact', linkurl: 'contact-us' },
    { ID: 4, title: TEXT_EDGE, linkurl: '/faq' },
  ];

  const seoterms = SEO_KEYS.map((page, i) => ({
    page,
    metatitle: `Fake Upstream SEO ${page}`,
    metadescription: `Fake Upstream meta description for ${page}. ${i === 0 ? TEXT_EDGE : ''}`.trim(),
    ...(i % 3 === 0 ? { keywords: `upsc, fake upstream, ${page}` } : i % 3 === 1 ? { keywords: null } : {}),
  }));

  const headerbar = [
    {
      ID: 1,
      title: 'Fake Banner Foundation',
      pic: m.pic('fake-banner-1'),
      mobilepic: m.pic('fake-banner-1-mobile'),
      linkurl: '/course-details/fake-upstream-gs-foundation',
    },
    { ID: 2, title: 'Fake Banner External', pic: m.pic('fake-banner-2'), mobilepic: null, linkurl: LINK_FORMS.absolute },
    { ID: 3, title: `Fake Banner ${HINDI_TEXT}`, pic: m.pic('fake-banner-3'), mobilepic: '', linkurl: HOSTILE_LINK },
    { ID: 4, title: 'Fake Banner No Link', pic: m.pic('fake-banner-4') },
  ];

  const indexpagecontent = [
    {
      ID: 1,
      showcourseindex: '1',
      showaboutindex: 1,
      hide1: 0,
      hide2: '0',
      hide3: '1',
      hide4: 0,
      bgcolor1: 1,
      bgcolor2: '2',
      bgcolor3: 0,
      bgcolor4: '1',
      content1: `<h2>Fake Block One</h2>${HOSTILE_HTML}`,
      content2: `<h2>Fake Block Two</h2><p>${HINDI_TEXT}</p>${GOOD_HTML}`,
      content3: '<h2>Fake Block Three Hidden</h2><p>This block has hide3 = "1" and must not be shown.</p>',
      content4: null, // shown (hide4 0) but empty
      metatitle: 'Fake Upstream Home Title',
      metadescription: 'Fake Upstream home description',
    },
  ];

  const abouthome = [
    {
      ID: 1,
      title: 'Fake Upstream About The Institute',
      content: `<p>Fake Upstream about content.</p>${HOSTILE_HTML}`,
      pic: m.pic('fake-about'),
      testimonialdescription: '<p>Fake Upstream testimonial intro <strong>from toppers</strong>.</p><script>alert(1)</script>',
    },
  ];

  const testimonials = [
    {
      ID: 1,
      name: 'Fake Topper One',
      pic: m.pic('fake-topper-1'),
      testimonials: 'Fake testimonial: the foundation course helped me a lot.',
    },
    { ID: 2, name: 'फ़ेक टॉपर दो', pic: null, testimonials: `${HINDI_TEXT} — Fake Hindi testimonial` },
    { ID: 3, name: 'Fake Topper <Three>', testimonials: `Fake testimonial with 1 < 2 & 3 > 2 and ${TEXT_EDGE}` },
    { ID: 4, name: 'Fake Topper Four', pic: '', testimonials: `Fake long testimonial. ${LONG_TITLE}` },
  ];

  const branches = [
    { ID: 0, branchname: 'All Branches', displayname: 'Courses in All Branches', branchurl: 'all-branches' },
    {
      ID: 1,
      branchname: 'Old Rajinder Nagar',
      displayname: 'Courses in Old Rajinder Nagar',
      branchurl: 'old-rajinder-nagar',
      contact: '9876500011',
      address: 'Fake Upstream, 10 Pusa Road, Old Rajinder Nagar, New Delhi 110060',
      branchemail: 'orn@example.com',
      pic: m.pic('fake-branch-orn'),
    },
    {
      ID: 2,
      branchname: 'Mukherjee Nagar',
      displayname: 'Courses in Mukherjee Nagar',
      branchurl: 'mukherjee-nagar',
      contact: null,
      address: 'Fake Upstream, मुखर्जी नगर, दिल्ली 110009',
      branchemail: '',
      pic: null,
    },
    {
      ID: 3,
      branchname: 'Pune',
      displayname: 'Courses in Pune',
      branchurl: 'pune',
      contact: '9876500033',
      address: `Fake Upstream, FC Road, Pune ${TEXT_EDGE}`,
      pic: m.pic('fake-branch-pune'),
    },
    {
      ID: 4,
      branchname: 'Hyderabad',
      displayname: 'Courses in Hyderabad',
      branchurl: 'hyderabad',
      contact: '',
      address: '',
      branchemail: null,
    },
  ];

  return {
    webdetails,
    newsheadline,
    topnavbar,
    leftfooterbar,
    rightfooterbar,
    seoterms,
    headerbar,
    indexpagecontent,
    abouthome,
    testimonials,
    branches,
  };
}
