import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every page is held to its kind's kit (lib/page-kit, components/page-kit), as tree.test.ts holds
 * the layers:
 *  - a route under a dynamic segment reads its parameters only through the kit (a loader or a
 *    guard of lib/page-kit), never from `params` itself: one slug guard on every segment;
 *  - an unknown item is answered by the kit (lib/content/found.ts is called from lib/page-kit only);
 *  - a breadcrumb is drawn only by components/page-kit/Breadcrumb.tsx, which writes its
 *    BreadcrumbList from the same crumbs;
 *  - share pictures come from one route (app/share/[kind]/[slug]) and the site's card: no
 *    opengraph-image copies in the route folders.
 */
const ROOT = path.resolve(__dirname, '..');

function files(dir: string, match: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(relative, match);
    return match.test(entry.name) ? [relative] : [];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** What is wrong with a route's page file, by the kit's rules. */
function kitProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const dynamic = /\[[^\]]+\]/.test(file);
  if (dynamic && /await params\b|\(\s*await\s+props\.params\s*\)/.test(source)) problems.push('reads its parameters itself');
  if (dynamic && !/from '@\/lib\/page-kit\//.test(source)) problems.push('has a dynamic segment but no loader or guard of the kit');
  if (/from '@\/lib\/content\/found'/.test(source)) problems.push('answers an unknown item itself');
  if (/aria-label="Breadcrumb"|breadcrumbJsonLd/.test(source)) problems.push('draws a breadcrumb itself');
  return problems;
}

describe('the page kit', () => {
  const pages = files('app', /^page\.tsx$/);

  it('finds the routes', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages)('%s is held to its kind’s kit', (file) => {
    expect(kitProblems(file, read(file))).toEqual([]);
  });

  it('catches a route that breaks the rules', () => {
    const raw = "import { found } from '@/lib/content/found';\nexport default async function P({ params }) { const { x } = await params; }";
    expect(kitProblems('app/thing/[x]/page.tsx', raw)).toEqual([
      'reads its parameters itself',
      'has a dynamic segment but no loader or guard of the kit',
      'answers an unknown item itself',
    ]);
    expect(kitProblems('app/thing/page.tsx', '<nav aria-label="Breadcrumb" />')).toEqual(['draws a breadcrumb itself']);
  });

  it('draws every breadcrumb with one component, and unknown items end in the kit', () => {
    const sources = [...files('app', /\.tsx?$/), ...files('components', /\.tsx?$/)].filter((f) => !f.includes('__tests__'));
    const breadcrumbs = sources.filter((f) => /aria-label="Breadcrumb"|breadcrumbJsonLd\(/.test(read(f)));
    expect(breadcrumbs).toEqual(['components/page-kit/Breadcrumb.tsx']);
    const found = [...sources, ...files('lib', /\.tsx?$/)].filter((f) => !f.includes('__tests__') && /content\/found'/.test(read(f)));
    expect(found.every((f) => f.startsWith('lib/page-kit/'))).toBe(true);
  });

  it('serves the share pictures of items from one route', () => {
    expect(files('app', /^opengraph-image\.tsx$/)).toEqual(['app/opengraph-image.tsx']);
    expect(files('app/share', /^route\.ts$/)).toEqual(['app/share/[kind]/[slug]/route.ts']);
  });
});
