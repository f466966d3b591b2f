import { afterPaintScripts } from '../after-paint-scripts.cjs';

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>' +
  '<link rel="preload" href="/logo.png" as="image"/></head>';
const BODY = '<body><main><h1>अनुच्छेद &lt;script&gt;</h1></main><script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

/** The document through the transform, cut into chunks of `size` bytes. */
async function rewrite(html: string, size = html.length): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(afterPaintScripts())).text();
}

describe('afterPaintScripts', () => {
  it('writes each framework script as a call to the loader, sent once before the first', async () => {
    const html = await rewrite(HEAD + BODY);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|boot)\.js"/);
    expect([...html.matchAll(/self\.__afterPaint\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(html.split('self.__afterPaint = function').length - 1).toBe(1);
    expect(html.indexOf('self.__afterPaint = function')).toBeLessThan(html.indexOf('self.__afterPaint("'));
  });

  it('drops the preload of the bootstrap script and leaves every other tag as it was', async () => {
    const html = await rewrite(HEAD + BODY);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(html).toContain('<script src="https://www.googletagmanager.com/gtm.js" async=""></script>');
    expect(html).toContain('<link rel="preload" href="/logo.png" as="image"/>');
    expect(html).toContain('<main><h1>अनुच्छेद &lt;script&gt;</h1></main>');
  });

  it.each([1, 2, 3, 7, 16, 61])('gives the same document however the stream is cut (%i-byte chunks)', async (size) => {
    expect(await rewrite(HEAD + BODY, size)).toBe(await rewrite(HEAD + BODY));
  });

  it('passes a document without framework scripts through unchanged', async () => {
    const html = '<html><head><title>a < b</title></head><body><p>x > y <</p></body></html>';
    expect(await rewrite(html, 5)).toBe(html);
  });

  it('leaves the document as Next wrote it with SCRIPTS_AFTER_PAINT=off', async () => {
    process.env.SCRIPTS_AFTER_PAINT = 'off';
    try {
      expect(await rewrite(HEAD + BODY, 7)).toBe(HEAD + BODY);
    } finally {
      delete process.env.SCRIPTS_AFTER_PAINT;
    }
  });

  it('sends a loader that runs in a browser', async () => {
    const html = await rewrite(HEAD + BODY);
    const loader = html.match(/<script>(\(function loader\(\)[\s\S]*?\)\(\))<\/script>/)?.[1];
    expect(loader).toBeDefined();
    // Parses as a script (a syntax error would leave the page without its framework).
    expect(() => new Function(String(loader))).not.toThrow();
  });
});
