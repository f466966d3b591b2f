import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The repository stands alone: its comments, tests and docs point at docs/ (screens.md,
 * content-contract.md, architecture.md, decisions/), never at the product specification or the
 * API contract kept outside it, and every `docs/<file>.md#anchor` they cite is a heading of
 * that doc, so a pointer cannot silently go stale when a heading is renamed. Every repository
 * path a markdown file quotes exists, so a map of the tree cannot name files that moved.
 */
const ROOT = path.resolve(__dirname, '..');
const SCANNED = [
  'app',
  'components',
  'lib',
  'e2e',
  'scripts',
  'bench',
  'test-support',
  'proxy.ts',
  'instrumentation.ts',
  'README.md',
  'docs',
];
const TEXT = /\.(?:[cm]?[jt]sx?|md|css|json|ya?ml|sh|conf|svg|txt|html)$/;

/** Citations of documents that are not in the repository. */
const FORBIDDEN: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: "a section of the specification ('spec section N', 'spec §N')",
    pattern: /\bspec(?:ification)?(?:'s|’s)?\s+(?:sections?\s*\d|§)/i,
  },
  { rule: 'the contract file outside the repository (content-api.md)', pattern: /content-api\.md/i },
  { rule: 'the specification file outside the repository', pattern: /website-spec/i },
  {
    rule: "a numbered section of a document that is not here ('§N', 'contract section N', '(section N')",
    pattern: /§\s*\d|\bcontract\s+sections?\s+\d|\(sections?\s+\d/,
  },
  { rule: 'a path outside the repository', pattern: /(?:^|[\s('"`])\/work\/|\.\.\/shared\// },
];

function walk(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name.startsWith('.') ? [] : walk(path.join(relative, name))));
}

/** The files under SCANNED that git tracks or would (every file there when the tree is not a git checkout). */
function sourceFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SCANNED], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = SCANNED.flatMap(walk);
  }
  return files.filter((f) => TEXT.test(f) && existsSync(path.join(ROOT, f))).map((f) => f.split(path.sep).join('/'));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[`*_]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files = sourceFiles();
const texts = new Map(files.map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')]));
const anchorsOf = new Map<string, Set<string> | null>();
function docAnchors(doc: string): Set<string> | null {
  if (!anchorsOf.has(doc)) {
    const full = path.join(ROOT, doc);
    anchorsOf.set(doc, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
  }
  return anchorsOf.get(doc) ?? null;
}

/** Which of `names` (top-level folders) git ignores: a build's leftovers, not the repository's own. */
function ignored(names: string[]): Set<string> {
  try {
    return new Set(
      execFileSync('git', ['check-ignore', '--', ...names], { cwd: ROOT, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean),
    );
  } catch {
    // None ignored (exit 1), or not a git checkout.
    return new Set();
  }
}

/*
 * A quoted path counts when its first folder is one of the repository's own (app/, lib/, …):
 * URLs (/api/…), shell lines and paths relative to a folder named in the sentence are not
 * repository paths. `{name}` stands for any one segment. An ignored folder is not the
 * repository's: Next's `cache/` (.gitignore) would make `cache/…` below a build folder one.
 */
const topFolders = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
  .map((e) => e.name);
const ignoredFolders = ignored(topFolders);
const TOP_FOLDERS = new Set(topFolders.filter((name) => !ignoredFolders.has(name)));
const isRepositoryPath = (candidate: string) =>
  /^[\w.()[\]{}-]+(?:\/[\w.()[\]{}-]+)+\/?$/.test(candidate) && TOP_FOLDERS.has(candidate.split('/')[0] ?? '');
function pathExists(candidate: string): boolean {
  const trimmed = candidate.replace(/\/$/, '');
  if (!/\{[^}]*\}/.test(trimmed)) return existsSync(path.join(ROOT, trimmed));
  const pattern = new RegExp(`^${trimmed.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\}/g, '[^/]+')}(?:/|$)`);
  return files.some((f) => pattern.test(f));
}

const markdown = files.filter((f) => f.endsWith('.md'));

function lines(file: string): string[] {
  return (texts.get(file) ?? '').split('\n');
}

describe('the repository stands alone (docs pointers)', () => {
  it('scans the tracked sources and docs', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/screens.md', 'docs/content-contract.md', 'proxy.ts']));
  });

  it('cites no document outside the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      lines(file).forEach((line, i) => {
        for (const { rule, pattern } of FORBIDDEN) {
          if (pattern.test(line)) found.push(`${file}:${i + 1}: ${rule}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('points only at docs that exist and at headings they have', () => {
    const broken: string[] = [];
    for (const file of files) {
      lines(file).forEach((line, i) => {
        for (const [, name, anchor] of line.matchAll(/\bdocs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g)) {
          const anchors = docAnchors(`docs/${name}`);
          if (anchors === null) broken.push(`${file}:${i + 1}: docs/${name} does not exist`);
          else if (anchor !== undefined && !anchors.has(anchor)) broken.push(`${file}:${i + 1}: docs/${name} has no heading #${anchor}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('keeps the links between markdown files honest too', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      lines(file).forEach((line, i) => {
        for (const [, target, anchor] of line.matchAll(/\]\(((?:[\w.-]+\/)*[\w.-]*\.md)?(?:#([\w-]+))?\)/g)) {
          const doc = target === undefined ? file : path.posix.join(path.posix.dirname(file), target);
          const anchors = docAnchors(doc);
          if (anchors === null) broken.push(`${file}:${i + 1}: ${doc} does not exist`);
          else if (anchor !== undefined && !anchors.has(anchor)) broken.push(`${file}:${i + 1}: ${doc} has no heading #${anchor}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('quotes only repository paths that exist (every README and docs/ file)', () => {
    const missing: string[] = [];
    for (const file of markdown) {
      lines(file).forEach((line, i) => {
        for (const [, quoted] of line.matchAll(/`([^`]+)`/g)) {
          for (const candidate of (quoted ?? '').split(/[\s,;]+/)) {
            if (isRepositoryPath(candidate) && !pathExists(candidate)) missing.push(`${file}:${i + 1}: ${candidate}`);
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("names every route's file in screens.md's route map", () => {
    const map = (texts.get('docs/screens.md') ?? '').split('\n## ').find((section) => section.startsWith('Routes')) ?? '';
    const named = [...map.matchAll(/`(app\/[^`]+)`/g)].map(([, quoted]) => quoted ?? '');
    const pattern = (quoted: string) => new RegExp(`^${quoted.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\}/g, '[^/]+')}$`);
    const unnamed = files.filter((f) => /^app\/.*\/page\.tsx$/.test(f) && !named.some((quoted) => pattern(quoted).test(f)));
    expect(named.length).toBeGreaterThan(20);
    expect(unnamed).toEqual([]);
  });

  it('reads every markdown file, the decision records included', () => {
    expect(markdown).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md', 'test-support/fake-upstream/README.md']),
    );
    expect(markdown.filter((f) => f.startsWith('docs/decisions/0')).length).toBeGreaterThan(40);
  });

  it('reads a placeholder segment of a quoted path as any name', () => {
    expect(isRepositoryPath('app/(lists)/{list}/page.tsx') && pathExists('app/(lists)/{list}/page.tsx')).toBe(true);
    expect(isRepositoryPath('components/faq/Accordion.tsx') && !pathExists('components/faq/Accordion.tsx')).toBe(true);
    expect(['/api/health', 'support/test.ts', '$CONTENT_DATA_DIR/outbox.sqlite', 'npm start'].some(isRepositoryPath)).toBe(false);
  });

  it('reads anchors as GitHub writes them', () => {
    const anchors = headingAnchors(
      '# Content contract\n## Course detail\n```\n# not a heading\n```\n## Errors and empty states\n### Flags\n## Flags\n',
    );
    expect([...anchors]).toEqual(['content-contract', 'course-detail', 'errors-and-empty-states', 'flags', 'flags-1']);
  });
});
