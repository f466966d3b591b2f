import { absoluteUrl } from '@/lib/site';
import { branchSchema } from '../../content/schemas/branches';
import { courseDetailSchema } from '../../content/schemas/courses';
import { faqSchema } from '../../content/schemas/people';
import { siteDetailsSchema } from '../../content/schemas/site';
import { jsonLdProblems } from '../../../test-support/json-ld-rules';
import {
  branchId,
  branchJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  courseListJsonLd,
  editorialJsonLd,
  faqJsonLd,
  organizationId,
  organizationJsonLd,
  videoJsonLd,
  videoListJsonLd,
  websiteJsonLd,
} from '../structured-data';
import { crumbsTo } from '../../page-kit/crumbs';
import { shareImagePath } from '../../routes';

const ORIGIN = 'http://localhost:3000';

const branches = branchSchema.array().parse([
  { ID: 0, branchname: 'All Branches', displayname: 'Courses in All Branches', branchurl: 'all-branches' },
  {
    ID: 1,
    branchname: 'Old Rajinder Nagar',
    displayname: 'Courses in Delhi',
    branchurl: 'old-rajinder-nagar',
    contact: '9810012345',
    address: '14-A/2, Old Rajinder Nagar, New Delhi – 110060',
    branchemail: 'orn@example.in',
  },
  { ID: 3, branchname: 'Pune', displayname: 'Courses in Pune', branchurl: 'pune', contact: 9822012345, address: 'FC Road, Pune 411004' },
]);

const details = siteDetailsSchema.parse({
  adminemail: 'info@example.in',
  callnumber: '9810012345',
  facebook: 'https://facebook.com/x',
  youtube: '',
  logo: 'https://media.example.in/logo.png',
  webnotification: 0,
  getacall_display: '1',
  needupsc_display: 1,
  tawk_display: 0,
});

describe('organisation and branches', () => {
  it('builds the institute with each real branch as a LocalBusiness of its own @id', () => {
    const org = organizationJsonLd(details, branches);
    expect(jsonLdProblems(org)).toEqual([]);
    expect(org['@id']).toBe(`${ORIGIN}/#organization`);
    expect(org.telephone).toBe('+919810012345');
    expect(org.sameAs).toEqual(['https://facebook.com/x']);
    expect(org.department?.map((d) => d['@id'])).toEqual([`${ORIGIN}/old-rajinder-nagar#branch`, `${ORIGIN}/pune#branch`]);
    expect(org.department?.[0]?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '14-A/2, Old Rajinder Nagar, New Delhi – 110060',
      addressLocality: 'Delhi',
      postalCode: '110060',
      addressCountry: 'IN',
    });
    expect(org.department?.[1]?.telephone).toBe('+919822012345');
  });

  it('a branch without a number or e-mail of its own gives the institute’s; without an address, none', () => {
    const bare = branchSchema.parse({
      ID: 4,
      branchname: 'Hyderabad',
      displayname: 'Courses in Hyderabad',
      branchurl: 'hyderabad',
      contact: '',
      address: null,
    });
    const node = branchJsonLd(bare, details);
    expect(node.telephone).toBe('+919810012345');
    expect(node.email).toBe('info@example.in');
    expect(node).not.toHaveProperty('address');
    expect(jsonLdProblems(node)).toEqual([]);
  });

  it('falls back to the configured logo without site details', () => {
    const org = organizationJsonLd(null, []);
    expect(org.logo).toEqual({ '@type': 'ImageObject', url: `${ORIGIN}/logo.png` });
    expect(org).not.toHaveProperty('department');
    expect(org).not.toHaveProperty('sameAs');
    expect(jsonLdProblems(org)).toEqual([]);
  });

  it('a branch page repeats the same @id and points at the institute', () => {
    const branch = branchJsonLd(branches[1]!);
    expect(jsonLdProblems(branch)).toEqual([]);
    expect(branch['@id']).toBe(branchId('old-rajinder-nagar'));
    expect(branch.parentOrganization).toEqual({ '@id': organizationId() });
  });

  it('describes the website', () => {
    expect(jsonLdProblems(websiteJsonLd())).toEqual([]);
  });
});

describe('courses', () => {
  const raw = {
    course: {
      ID: 7,
      courseurl: 'gs-foundation',
      coursename: 'GS Foundation <2 Years> & more',
      coursetype: 'course',
      totalBatch: 2,
      details: '<p>Complete <b>GS</b> preparation &amp; mentoring.</p>',
      keywords: 'upsc, gs',
      branchids: [1],
      branchNames: ['Old Rajinder Nagar'],
    },
    packages: [
      { ID: 1, packagename: 'Classroom', fee: 145000, batches: [] },
      { ID: 2, packagename: 'Free demo', fee: 0, batches: [] },
    ],
    batches: [
      { ID: 9, branchid: 1, batchname: 'Morning batch', startdate: '2026-12-01', timing: '8–11 AM', mode: 'Offline' },
      { ID: 10, branchid: 4, batchname: 'Online batch', mode: 'Online' },
    ],
    faculty: [],
    branchdata: [branches[1]],
  };
  const detail = courseDetailSchema.parse(raw);

  it('builds a Course with provider, offers and instances', () => {
    const course = courseJsonLd(detail, '/course-details/gs-foundation');
    expect(jsonLdProblems(course)).toEqual([]);
    expect(course.name).toBe('GS Foundation <2 Years> & more');
    expect(course.description).toBe('Complete GS preparation & mentoring.');
    expect(course.url).toBe(`${ORIGIN}/course-details/gs-foundation`);
    expect(course.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Classroom',
        category: 'Paid',
        price: 145000,
        priceCurrency: 'INR',
        url: `${ORIGIN}/course-details/gs-foundation`,
      },
    ]);
    expect(course.hasCourseInstance?.[0]).toMatchObject({
      courseMode: 'Onsite',
      startDate: '2026-12-01',
      description: 'Timing: 8–11 AM',
      location: { name: 'Old Rajinder Nagar' },
    });
    expect(course.hasCourseInstance?.[0]).not.toHaveProperty('courseWorkload');
    expect(course.hasCourseInstance?.[1]).toEqual({ '@type': 'CourseInstance', name: 'Online batch', courseMode: 'Online' });
    expect(course.keywords).toBe('upsc, gs');
  });

  it('names a course as its page does: trimmed, with the default for a blank name', () => {
    const blank = courseDetailSchema.parse({ ...raw, course: { ...raw.course, coursename: '   ' } });
    expect(courseJsonLd(blank, '/course-details/x').name).toBe('Course Name');
    const padded = courseDetailSchema.parse({ ...raw, course: { ...raw.course, coursename: '  GS Foundation ' } });
    expect(courseJsonLd(padded, '/course-details/x').name).toBe('GS Foundation');
  });

  it('prefers the metadescription and always has a description', () => {
    const withMeta = courseDetailSchema.parse({ ...raw, course: { ...raw.course, metadescription: 'Meta text' } });
    expect(courseJsonLd(withMeta, '/x').description).toBe('Meta text');
    const bare = courseDetailSchema.parse({ ...raw, course: { ...raw.course, details: '' } });
    expect(courseJsonLd(bare, '/x').description).toMatch(/^GS Foundation/);
  });

  it('lists courses as an ItemList of their pages', () => {
    const list = courseListJsonLd(
      [
        { coursename: 'A', url: 'a' },
        { coursename: 'B', url: 'b' },
      ],
      (c) => `/course-details/${c.url}`,
      {
        name: 'Courses',
        path: '/course',
      },
    );
    expect(jsonLdProblems(list)).toEqual([]);
    expect(list.itemListElement.map((e) => e.url)).toEqual([`${ORIGIN}/course-details/a`, `${ORIGIN}/course-details/b`]);
  });
});

describe('editorial pages', () => {
  const input = {
    title: 'A'.repeat(150),
    path: '/upsc-daily-current-affairs/some-day/',
    date: '2026-11-21',
    html: '<p>Body &amp; more</p>',
    keywords: ['polity', 'gs2'],
  };

  it('builds a NewsArticle with a headline Google accepts and the OG image as a fallback picture', () => {
    const news = editorialJsonLd('NewsArticle', input, '/upsc-daily-current-affairs/some-day/opengraph-image');
    expect(jsonLdProblems(news)).toEqual([]);
    expect(news['@type']).toBe('NewsArticle');
    expect(news.headline.length).toBeLessThanOrEqual(110);
    expect(news.name).toBe(input.title);
    expect(news.datePublished).toBe('2026-11-21T00:00:00+05:30');
    expect(news.image).toEqual([`${ORIGIN}/upsc-daily-current-affairs/some-day/opengraph-image`]);
    expect(news.description).toBe('Body & more');
    expect(news.keywords).toBe('polity, gs2');
  });

  it('uses the picture when there is one; BlogPosting and Article alike', () => {
    const blog = editorialJsonLd('BlogPosting', { ...input, pic: 'https://media.example.in/p.jpg', description: 'Short' });
    expect(blog.image).toEqual(['https://media.example.in/p.jpg']);
    expect(editorialJsonLd('BlogPosting', { ...input, pic: 'https://media.example.in/p.jpg' }, '/og').image).toEqual([
      'https://media.example.in/p.jpg',
      `${ORIGIN}/og`,
    ]);
    expect(blog.description).toBe('Short');
    expect(jsonLdProblems(blog)).toEqual([]);
    expect(jsonLdProblems(editorialJsonLd('Article', input, '/og'))).toEqual([]);
  });

  it('gives an article node the generated share picture', () => {
    const article = editorialJsonLd('Article', { ...input, path: '/article/x/' }, shareImagePath('articles', 'x'));
    expect(article.image).toEqual([`${ORIGIN}/share/articles/x`]);
  });

  it('builds breadcrumbs whose last crumb is the page', () => {
    const crumbs = breadcrumbJsonLd(crumbsTo({ label: 'A & B', href: '/blog/a-b' }, { label: 'Blogs', href: '/blogs' }));
    expect(jsonLdProblems(crumbs)).toEqual([]);
    expect(crumbs.itemListElement.map((e) => e.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/blogs`, `${ORIGIN}/blog/a-b`]);
  });
});

describe('FAQ and videos', () => {
  it('builds an FAQPage', () => {
    const faqs = faqSchema.array().parse([{ ID: 1, question: 'Is there a test?', answer: '<p>Yes<script>x</script></p>' }]);
    const page = faqJsonLd(faqs, '/faq');
    expect(jsonLdProblems(page)).toEqual([]);
    expect(page.mainEntity[0]?.acceptedAnswer.text).toBe('<p>Yes</p>');
  });

  it('builds a VideoObject, with YouTube’s thumbnail when the video has none', () => {
    const video = { title: 'Demo', url: 'https://www.youtube.com/watch?v=abcdefghijk', date: '2026-11-01', youTubeId: 'abcdefghijk' };
    const node = videoJsonLd(video);
    expect(node && jsonLdProblems(node)).toEqual([]);
    expect(node?.thumbnailUrl).toEqual(['https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg']);
    expect(node?.embedUrl).toBe('https://www.youtube.com/embed/abcdefghijk');
    expect(node?.uploadDate).toBe('2026-11-01T00:00:00+05:30');
    expect(videoJsonLd({ ...video, youTubeId: undefined })).toBeUndefined();
    expect(
      videoListJsonLd([
        video,
        { ...video, youTubeId: undefined },
        { ...video, youTubeId: undefined, thumbnail: 'https://m.example.in/t.jpg' },
      ]),
    ).toHaveLength(2);
  });

  it("makes pictures of the site's own origin (site paths after the schemas) absolute again", () => {
    const node = videoJsonLd({ title: 'Demo', date: '2026-11-01', thumbnail: '/demo/videos/t.svg' });
    expect(node?.thumbnailUrl).toEqual([absoluteUrl('/demo/videos/t.svg')]);
    expect(node && jsonLdProblems(node)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  it('report missing fields', () => {
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Course', name: 'x' })).toEqual([
      'Course "x": description',
      'Course "x": provider.name',
    ]);
    expect(jsonLdProblems({ '@type': 'Thing' })).toHaveLength(2);
  });
});
