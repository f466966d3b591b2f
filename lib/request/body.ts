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

/** Whether a Content-Type is exactly JSON: `application/json` with parameters at most (`; charset=utf-8`). */
export function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false;
  return contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}
