export const PRODUCTION_NODE_MAJOR: number;
export function checkNodeVersion(): void;
