import { createContentRouter, type ContentRouter } from '@/lib/embedded-api/router';
import { openContentDatabase } from '@/lib/embedded-api/database';
import { serveContentRequest } from '@/lib/embedded-api/http';
import { createStore } from '@/lib/embedded-api/store';
import { todayInIndia } from '@/lib/dates';
import { serveFetchHandler } from '@/test-support/http-server';
import { startFakeUpstreamProcess } from '@/test-support/start-fake-upstream';
import { directTransport } from '@/lib/content/embedded-transport';
import { httpTransport } from '@/lib/content/http-transport';
import { defineContractSuite, type ContractTarget } from './contract-suite';

jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

async function embeddedRouter(): Promise<ContentRouter> {
  const db = await openContentDatabase(':memory:');
  return createContentRouter(createStore(db), { siteUrl: 'http://localhost:3000', today: () => todayInIndia() });
}

function overHttp(baseUrl: string): ContractTarget {
  return {
    transport: httpTransport({ baseUrl, timeoutMs: 5000 }),
    postRaw: async (path, raw) => {
      const response = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
  };
}

let inProcess: ContractTarget;
let http: ContractTarget;
let fake: ContractTarget;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const router = await embeddedRouter();
  inProcess = { transport: directTransport(router), postRaw: async (path, raw) => router('POST', path, raw) };
  const server = await serveFetchHandler(async (request) => serveContentRequest(request, await embeddedRouter()));
  stops.push(server.close);
  http = overHttp(`${server.url}/api/content`);
  const upstream = await startFakeUpstreamProcess(4610);
  stops.push(upstream.stop);
  fake = overHttp(upstream.apiUrl);
}, 30_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

defineContractSuite('embedded, in-process', () => inProcess);
defineContractSuite('embedded, over HTTP (/api/content)', () => http, { writes: false });
defineContractSuite('fake upstream', () => fake);
