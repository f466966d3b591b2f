import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages, NGINX } from '../../scripts/debian-packages.mjs';
import { waitForUrl } from './servers.mjs';

/* nginx for the benchmarks and the several-instances end-to-end target: Debian's, installed as root when missing. */
function ensureNginx() {
  ensurePackages('nginx');
  return NGINX;
}

/** The shipped deploy/nginx/site.conf, listening on `port` in front of `upstreamPorts`, caching under `cacheDir`. */
export function shippedSiteConf({ port, upstreamPorts, cacheDir }) {
  return readFileSync('deploy/nginx/site.conf', 'utf8')
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${cacheDir}`)
    .replace('server 127.0.0.1:3000;', upstreamPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(/^#.*$/gm, '');
}

/** Writes an nginx configuration in `dir` around `httpBlock`; returns its path. */
function writeConf(dir, httpBlock) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${httpBlock}\n}\n`,
  );
  return conf;
}

/** Runs nginx in the foreground with a generated configuration in `dir`; returns a stop function. */
export async function startNginx(dir, httpBlock, port) {
  const conf = writeConf(dir, httpBlock);
  const child = spawn(ensureNginx(), ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit', detached: true });
  await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
}

/*
 * `node test-support/services/nginx.mjs PORT DIR UPSTREAM_PORT...`: the shipped site.conf on PORT in front of
 * the upstream ports, in the foreground, configuration and cache in a fresh DIR (a webServer of
 * playwright.config.ts). (Not `import.meta`: the tests import this file, through Playwright's
 * CommonJS transform.)
 */
if (process.argv[1]?.endsWith(path.join('services', 'nginx.mjs'))) {
  const [port, dir, ...upstreamPorts] = process.argv.slice(2);
  const folder = path.resolve(dir);
  rmSync(folder, { recursive: true, force: true });
  const conf = writeConf(folder, shippedSiteConf({ port, upstreamPorts, cacheDir: path.join(folder, 'cache') }));
  const child = spawn(ensureNginx(), ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
