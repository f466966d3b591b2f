import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';

const fallback = { title: 'Our Faculty', description: 'Teachers and mentors.' };

describe('seoTermsMetadata', () => {
  afterEach(() => jest.restoreAllMocks());

  it("logs 'Failed to Fetch Meta Details' when the page meta cannot load, and keeps the page's own title", async () => {
    jest.spyOn(content, 'getSeoTerms').mockRejectedValueOnce(new Error('Content API answered 500'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const meta = await seoTermsMetadata('faculty', '/faculty', fallback);
    expect(meta.title).toBe('Our Faculty');
    expect(meta.description).toBe('Teachers and mentors.');
    expect(log).toHaveBeenCalledWith('Failed to Fetch Meta Details (seoterms faculty):', 'Content API answered 500');
  });

  it("uses the CMS's terms when they load, its title exactly", async () => {
    jest.spyOn(content, 'getSeoTerms').mockResolvedValueOnce({
      ok: true,
      data: { page: 'faculty', metatitle: 'Faculty | CMS', metadescription: 'From the CMS', keywords: [] },
    });
    const meta = await seoTermsMetadata('faculty', '/faculty', fallback);
    expect(meta.title).toEqual({ absolute: 'Faculty | CMS' });
    expect(meta.description).toBe('From the CMS');
  });
});
