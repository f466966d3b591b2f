/** @jest-environment jsdom */
import { z } from '@/lib/zod';

describe('zod in the browser', () => {
  it('parses objects without probing for eval (the CSP allows none)', () => {
    const probe = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ title: z.string(), pic: z.string().optional() });
    expect(schema.parse({ title: 'Polity', extra: 1 })).toEqual({ title: 'Polity' });
    expect(schema.safeParse({ title: 3 }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
