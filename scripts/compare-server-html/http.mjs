import { createHash } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/*
 * One GET as the server answers it: node:http, no redirect followed, every header as sent (a
 * doubled Location stays two), the body uncompressed only when it is a gzip file (.xml.gz)
 * since no Accept-Encoding is sent.
 */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 compare-server-html',
};

export function get(origin, path, { timeoutMs = 90_000 } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const request = http.get(
      { host: hostname, port, path, headers: { ...HEADERS, host: `localhost:${port}` }, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => resolve({ error: error.message }));
        res.on('end', () => {
          const headers = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i].toLowerCase();
            (headers[name] ??= []).push(res.rawHeaders[i + 1]);
          }
          let body = Buffer.concat(chunks);
          const gzip = body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
          const sha256 = createHash('sha256').update(body).digest('hex');
          const size = body.length;
          if (gzip) {
            try {
              body = gunzipSync(body);
            } catch {
              // compared as bytes
            }
          }
          resolve({ status: res.statusCode, headers, body, gzip, sha256, size });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ error: error.message }));
  });
}
