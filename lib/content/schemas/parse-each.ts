import { z } from '@/lib/zod';

/**
 * A list whose broken items are dropped (and reported) instead of failing the whole
 * answer: one bad record from the CMS must not take a page down.
 */
export function parseEach<S extends z.ZodType>(item: S) {
  return z
    .preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown()))
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data as z.output<S>];
        console.warn('content: dropped an item that breaks the contract:', parsed.error.issues[0]?.message);
        return [];
      }),
    );
}
