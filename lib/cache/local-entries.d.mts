export type LocalEntry = { value: unknown; lastModified: number; tags: string[] };
export type ReadContext = { kind?: string; tags?: string[]; softTags?: string[] };

export function createLocalEntries(options?: { maxEntries?: number; now?: () => number }): {
  get(key: string, ctx?: ReadContext): LocalEntry | null;
  remember(key: string, entry: LocalEntry): void;
  tagsOf(value: unknown, ctx?: ReadContext): string[];
  forget(key: string): void;
  revalidate(tags: string[]): void;
  readonly size: number;
};
