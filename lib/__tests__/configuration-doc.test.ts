import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/env';

/*
 * The three places a variable is named cannot drift: the schema that validates it (lib/env.ts),
 * the file an operator copies (.env.example) and the page that says what it does
 * (docs/configuration.md). Names must match; so must each default that is one plain value.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The schema's keys: the object's properties, each on its own line at the schema's indent. */
const schemaNames = [...read('lib/env.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map(([, name]) => name ?? '');

/** `# NAME=value` or `NAME=value`: each variable's example line. */
const exampleValues = new Map(
  [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name ?? '', (value ?? '').trim()]),
);

/** The rows of one `## heading`'s table: `| \`NAME\` | default | meaning |`. */
const doc = read('docs/configuration.md');
function rows(heading: string): Map<string, string> {
  const section = doc.split('\n## ').find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return new Map(
    [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]+) \|/gm)].map(([, name, cell]) => [name ?? '', (cell ?? '').trim()]),
  );
}
const validated = rows('Variables');
const readElsewhere = rows('Read elsewhere');

/*
 * A plain default: a string or a number, the same whatever else is set (STUDENT_LOGIN_URL's
 * depends on CONTENT_API_URL, so only its name is held).
 */
const bare = parseEnv({}) as Record<string, unknown>;
const withApi = parseEnv({ CONTENT_API_URL: 'https://cms.example.in/api' }) as Record<string, unknown>;
const plainDefault = (name: string) => {
  const value = bare[name];
  return (typeof value === 'string' || typeof value === 'number') && value === withApi[name] ? String(value) : undefined;
};

describe('configuration: lib/env.ts, .env.example and docs/configuration.md agree', () => {
  it('reads a schema, an example and a doc of some size', () => {
    expect(schemaNames.length).toBeGreaterThan(25);
    expect(schemaNames).toEqual(expect.arrayContaining(['CONTENT_API_URL', 'REDIS_URL', 'NEXT_PUBLIC_GA_ID']));
    expect(readElsewhere.size).toBeGreaterThan(0);
  });

  it("documents exactly the schema's variables in the doc's main table", () => {
    expect([...validated.keys()].sort()).toEqual([...schemaNames].sort());
  });

  it('lists in .env.example every variable of the doc, and no other', () => {
    expect([...exampleValues.keys()].sort()).toEqual([...validated.keys(), ...readElsewhere.keys()].sort());
  });

  it('gives the same plain default in the schema, the doc and .env.example', () => {
    const disagree: string[] = [];
    for (const name of schemaNames) {
      const value = plainDefault(name);
      const cell = validated.get(name) ?? '';
      if (value === undefined) {
        if (bare[name] === undefined && !cell.startsWith('unset')) disagree.push(`${name}: no default, the doc says ${cell}`);
        continue;
      }
      if (!cell.startsWith(`\`${value}\``)) disagree.push(`${name}: default ${value}, the doc says ${cell}`);
      if (exampleValues.get(name) !== value) disagree.push(`${name}: default ${value}, .env.example says ${exampleValues.get(name)}`);
    }
    expect(disagree).toEqual([]);
  });

  it('keeps the defaults of the variables read elsewhere in the doc and .env.example alike', () => {
    for (const [name, cell] of readElsewhere) {
      if (cell !== 'unset') expect(cell).toBe(`\`${exampleValues.get(name)}\``);
    }
  });
});
