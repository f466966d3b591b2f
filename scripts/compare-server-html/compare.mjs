import { htmlAspects, jsonLines, normaliseIds } from './html.mjs';

/*
 * The aspects of one answer, each normalised so that two builds of the same code give the same
 * lines: status, Location, content type, then by kind of body (HTML: head metadata, visible text,
 * structure, links; XML, text, JSON: the text; pictures and the rest: the bytes).
 */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text normaliser of one site: its own origins and the public SITE_URL become `{origin}`,
 * its build id `{buildId}`; build file names, `?dpl=` deployment ids and React useId values go.
 */
export function normaliserFor({ origins, buildId, raw = false }) {
  const origin = new RegExp(origins.map(escape).join('|'), 'g');
  const build = buildId ? new RegExp(escape(buildId), 'g') : null;
  // --raw: only the origins (the two sites listen on different ports), to see what the rest hides.
  if (raw) return Object.assign((text) => text.replace(origin, '{origin}'), { raw: true });
  return (text) => {
    let out = text.replace(origin, '{origin}');
    if (build) out = out.replace(build, '{buildId}');
    out = out
      .replace(/\/_next\/static\/(chunks|css|media)\/[^"'\s),?]+/g, '/_next/static/$1/{file}')
      .replace(/\?dpl=[^"'\s&]*(&?)/g, (_, more) => (more ? '?' : ''))
      .replace(/&dpl=[^"'\s&]*/g, '');
    return normaliseIds(out);
  };
}

export function kindOf(answer) {
  if (answer.error) return 'none';
  const type = (answer.headers['content-type']?.[0] ?? '').toLowerCase();
  if (type.includes('text/html')) return 'html';
  if (type.startsWith('image/')) return 'image';
  if (/xml|json|javascript|text\/|manifest/.test(type) || answer.gzip) return 'text';
  return 'bytes';
}

function textLines(answer, normalise) {
  const type = (answer.headers['content-type']?.[0] ?? '').toLowerCase();
  const text = normalise(answer.body.toString('utf8'));
  if (/json|manifest/.test(type)) return jsonLines(text);
  return text.split('\n').map((line) => line.trimEnd());
}

/** Aspect name → lines, for an answer read as `kind` (the same kind for both sides, so their aspects line up). */
export function aspects(answer, kind, normalise) {
  if (answer.error) return { fetch: [`no answer: ${answer.error}`] };
  const out = {
    status: [String(answer.status)],
    location: (answer.headers.location ?? []).map(normalise),
    'content-type': answer.headers['content-type'] ?? [],
  };
  if (kind === 'html') Object.assign(out, htmlAspects(answer.body.toString('utf8'), normalise));
  else if (kind === 'text') out.body = textLines(answer, normalise);
  else out.bytes = [`${answer.size} bytes, sha256 ${answer.sha256}`];
  return out;
}

/** The aspects that differ between two answers: [{ name, a, b }]. */
export function differences(answerA, answerB, normaliseA, normaliseB) {
  const kindA = kindOf(answerA);
  const kind = kindA === 'none' ? kindOf(answerB) : kindA;
  const a = aspects(answerA, kind, normaliseA);
  const b = aspects(answerB, kind, normaliseB);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return {
    kind,
    status: [answerA, answerB].map((answer) => (answer.error ? 'error' : answer.status)),
    differing: names
      .filter((name) => JSON.stringify(a[name] ?? []) !== JSON.stringify(b[name] ?? []))
      .map((name) => ({ name, a: a[name] ?? [], b: b[name] ?? [] })),
  };
}
