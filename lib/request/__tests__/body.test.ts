import { isJsonMediaType, readBodyText, readJsonBody } from '@/lib/request/body';
import { isCrossSite } from '@/lib/request/origin';

/** A chunked upload: a stream without Content-Length that counts how much was pulled from it. */
function chunked(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const request = new Request('http://site.test/api/enquiry', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBodyText', () => {
  it('reads a body within the cap', async () => {
    const request = new Request('http://site.test/', { method: 'POST', body: '{"a":"अ"}' });
    expect(await readBodyText(request, 100)).toEqual({ ok: true, text: '{"a":"अ"}' });
  });

  it('stops a chunked body without Content-Length at the cap instead of reading it whole', async () => {
    const upload = chunked(100_000, 1024); // 100 MB if read whole
    expect(await readBodyText(upload.request, 8 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    expect(upload.pulled()).toBeLessThan(20);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const upload = chunked(10, 1024);
    const request = new Request(upload.request, { headers: { 'content-length': '10240' } });
    expect(await readBodyText(request, 8 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    expect(upload.pulled()).toBeLessThan(2);
  });

  it('counts bytes, not characters', async () => {
    const request = new Request('http://site.test/', { method: 'POST', body: 'अ'.repeat(10) }); // 30 bytes
    expect((await readBodyText(request, 20)).ok).toBe(false);
  });
});

describe('isJsonMediaType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['text/plain; x=application/json', false],
    ['text/plain', false],
    ['application/json-patch+json', false],
    ['multipart/form-data; boundary=application/json', false],
  ])('%s → %s', (type, expected) => {
    expect(isJsonMediaType(type)).toBe(expected);
  });

  it('no Content-Type is not JSON', () => {
    expect(isJsonMediaType(null)).toBe(false);
  });
});

describe('isCrossSite', () => {
  const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/callback', { method: 'POST', headers });
  const site = 'https://www.example.in';

  it('refuses another site by Origin or by Sec-Fetch-Site', () => {
    expect(isCrossSite(post({ origin: 'https://evil.example' }), site)).toBe(true);
    expect(isCrossSite(post({ origin: 'null' }), site)).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site', origin: 'https://blog.example.in' }), site)).toBe(true);
  });

  it('accepts the site itself, the address it was reached at, and clients that send neither header', () => {
    expect(isCrossSite(post({ origin: site, 'sec-fetch-site': 'same-origin' }), site)).toBe(false);
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:3000' }), site)).toBe(false);
    expect(isCrossSite(post({}), site)).toBe(false);
  });
});

describe('readJsonBody', () => {
  const post = (body: string) => new Request('http://site.test/', { method: 'POST', body });

  it('parses JSON within the cap', async () => {
    expect(await readJsonBody(post('{"a":[1]}'), 100)).toEqual({ ok: true, json: { a: [1] } });
  });

  it('says which of too large and not JSON a body is', async () => {
    expect(await readJsonBody(post('{"a":"' + 'x'.repeat(200) + '"}'), 100)).toEqual({ ok: false, reason: 'too-large' });
    expect(await readJsonBody(post('{"a":'), 100)).toEqual({ ok: false, reason: 'not-json' });
    expect(await readJsonBody(post(''), 100)).toEqual({ ok: false, reason: 'not-json' });
  });

  it('reads an empty body as the given value where one is given', async () => {
    expect(await readJsonBody(post(''), 100, {})).toEqual({ ok: true, json: {} });
  });
});
