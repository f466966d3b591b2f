import { articles, blogs, mcqs } from '../../content-types/writing';
import { videoSchema } from '../../content/schemas/media';
import { entrySummary, mcqItem, videoItem } from '../summaries';

const body = `<p>${Array.from({ length: 450 }, () => 'word').join(' ')}</p>`;

describe('summaries', () => {
  it('keeps what a blog card needs and not the body', () => {
    const blog = blogs.schema.parse({
      ID: 7,
      blogurl: 'a-blog',
      title: 'A <b> title',
      content: body,
      date: '2026-11-01',
      pic: 'https://cdn.example.com/a.png',
    });
    const s = entrySummary(blogs, blog);
    expect(s).toEqual({
      id: 7,
      href: '/blog/a-blog',
      title: 'A <b> title',
      excerpt: expect.stringMatching(/^word word .*…$/),
      pic: 'https://cdn.example.com/a.png',
      date: '2026-11-01',
      readingMinutes: 3,
    });
    expect(JSON.stringify(s)).not.toContain('<p>');
  });

  it('prefers the short description as the excerpt', () => {
    const blog = blogs.schema.parse({ ID: 1, blogurl: 'b', title: 'T', shortdescription: 'Short', content: body, date: '2026-11-01' });
    expect(entrySummary(blogs, blog).excerpt).toBe('Short');
  });

  it('uses the question as an article title and links with the trailing slash', () => {
    const article = articles.schema.parse({
      ID: 2,
      articleurl: 'q-1',
      question: 'Why?',
      answer: '<p>Because &amp; so.</p>',
      date: '2026-11-01',
    });
    expect(entrySummary(articles, article)).toMatchObject({ title: 'Why?', href: '/article/q-1/', excerpt: 'Because & so.' });
  });

  it('keeps the four options and the right one of an MCQ', () => {
    const mcq = mcqs.schema.parse({
      ID: 3,
      question: 'Q',
      option1: 'a',
      option2: 'b',
      option3: 'c',
      option4: 'd',
      correctoption: '3',
      explanation: '<p>x</p><script>y</script>',
      date: '2026-11-01',
    });
    expect(mcqItem(mcq)).toEqual({
      id: 3,
      question: 'Q',
      options: ['a', 'b', 'c', 'd'],
      correct: 3,
      explanation: '<p>x</p>',
      date: '2026-11-01',
    });
  });

  it('reads the YouTube id of a video for the facade', () => {
    const video = videoSchema.parse({
      ID: 4,
      title: 'V',
      categoryid: 31,
      videourl: 'https://www.youtube.com/watch?v=abcdefghijk',
      date: '2026-11-01',
    });
    expect(videoItem(video)).toMatchObject({ youTubeId: 'abcdefghijk', thumbnail: undefined, categoryId: 31 });
  });
});
