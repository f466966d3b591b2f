export function postgresBin(name: string): string;
export function postgresUrl(port: number): string;
export function startPostgres(port: number): Promise<{ url: string; exited: Promise<unknown>; stop: () => Promise<void> }>;
