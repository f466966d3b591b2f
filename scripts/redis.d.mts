export function ensureRedis(): void;
export function startRedis(port: number): Promise<void>;
export function stopRedis(port: number): Promise<void>;
