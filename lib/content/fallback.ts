/**
 * For the parts of a page that can do without their data (menus, footer, side sections):
 * a failed call is logged and the part renders its fallback instead of failing the page.
 */
export async function orFallback<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`content: ${what} unavailable, using fallback:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
