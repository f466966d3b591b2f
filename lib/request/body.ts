/*
 * The one reader of request bodies (forms, webhook, tracking pixel): it reads the stream
 * with a byte cap, so neither a false Content-Length nor a chunked body without one makes
 * the server hold more than the cap in memory.
 */
export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' };

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: the rest of the upload is never buffered.
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

export type BodyJson = { ok: true; json: unknown } | { ok: false; reason: 'too-large' | 'not-json' };

/**
 * The JSON of a request body of at most `maxBytes`. Callers answer 'too-large' (413) and
 * 'not-json' (400) in their own words, and may check other things (a rate limit) in between.
 * `emptyAs`: the value of an empty body, for endpoints where every field may come from headers.
 */
export async function readJsonBody(request: Request, maxBytes: number, emptyAs?: unknown): Promise<BodyJson> {
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  if (body.text === '' && emptyAs !== undefined) return { ok: true, json: emptyAs };
  try {
    return { ok: true, json: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, reason: 'not-json' };
  }
}

/** Whether a Content-Type is exactly JSON: `application/json` with parameters at most (`; charset=utf-8`). */
export function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false;
  return contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}
