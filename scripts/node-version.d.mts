export const PRODUCTION_NODE_MAJOR: number;
export const OLDEST_NODE_MAJOR: number;
export function nodeVersionProblem(version: string): { refuse: boolean; message: string } | null;
export function checkNodeVersion(): void;
