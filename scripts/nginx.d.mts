export function ensureNginx(): string;
export function shippedSiteConf(options: { port: number; upstreamPorts: number[]; cacheDir: string }): string;
export function startNginx(dir: string, httpBlock: string, port: number): Promise<() => void>;
