import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The visual system stays in one place: colours are defined once, as custom properties in
 * app/globals.css, and every other rule (CSS Modules, and globals.css's own rules) uses them
 * through var(--…). A raw hex colour anywhere else is a copy that drifts from the palette.
 */
const ROOT = path.resolve(__dirname, '..');
const GLOBALS = path.join('app', 'globals.css');
const HEX = /#[0-9a-fA-F]{3,8}\b/g;
/** Custom properties set from TypeScript (next/font's `variable`), not in a style sheet. */
const SET_IN_CODE = new Set(['--font-devanagari']);

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(rel);
    return entry.name.endsWith('.css') ? [rel] : [];
  });
}

/** The file's text with comments blanked out, line breaks kept so line numbers still match. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

const files = [...cssFiles('app'), ...cssFiles('components')].sort();
const sources = new Map(files.map((file) => [file, withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))]));

/** The declarations (composes apart) of each class that is a whole selector (`.a, .b { … }`). */
function simpleRules(text: string): Map<string, { props: string[]; composes: string[]; from?: string }> {
  const rules = new Map<string, { props: string[]; composes: string[]; from?: string }>();
  for (const [, selectors, body] of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    for (const selector of (selectors ?? '').split(',')) {
      const name = /^\s*\.([\w-]+)\s*$/.exec(selector)?.[1];
      if (name) addDeclarations(rules, name, body ?? '');
    }
  }
  return rules;
}

function addDeclarations(rules: ReturnType<typeof simpleRules>, name: string, body: string) {
  const rule = rules.get(name) ?? { props: [], composes: [] };
  for (const declaration of body.split(';')) {
    const [prop, ...rest] = declaration.split(':');
    const key = prop?.trim();
    if (!key) continue;
    if (key !== 'composes') {
      rule.props.push(key);
      continue;
    }
    const [names, from] = rest.join(':').split(/\s+from\s+/);
    rule.composes.push(...(names ?? '').trim().split(/\s+/));
    if (from) rule.from = from.trim().replace(/^['"]|['"]$/g, '');
  }
  rules.set(name, rule);
}

describe('CSS colours come from the design tokens', () => {
  it('finds the style sheets (globals.css and the CSS Modules)', () => {
    expect(files).toContain(GLOBALS);
    expect(files.filter((file) => file.endsWith('.module.css')).length).toBeGreaterThan(50);
  });

  it('has no raw hex colour outside the token definitions in app/globals.css', () => {
    const offences: string[] = [];
    for (const [file, text] of sources) {
      text.split('\n').forEach((line, index) => {
        // globals.css defines the palette: `--name: #hex;` lines are the one allowed place.
        if (file === GLOBALS && /^\s*--[\w-]+\s*:/.test(line)) return;
        for (const [hex] of line.matchAll(HEX)) offences.push(`${file}:${index + 1}: ${hex}`);
      });
    }
    expect(offences).toEqual([]);
  });

  it('uses only custom properties that a style sheet defines', () => {
    const defined = new Set(SET_IN_CODE);
    for (const text of sources.values()) for (const [, name] of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(name ?? '');
    const unknown: string[] = [];
    for (const [file, text] of sources) {
      for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) if (!defined.has(name ?? '')) unknown.push(`${file}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });
});

describe('the shared card (components/ui/Card.module.css)', () => {
  const CARD = path.join('components', 'ui', 'Card.module.css');
  const shared = simpleRules(sources.get(CARD) ?? '');
  /** The properties a shared class sets, with those of the classes it composes. */
  const sharedProps = (name: string): string[] => {
    const rule = shared.get(name);
    return rule ? [...rule.props, ...rule.composes.flatMap(sharedProps)] : [];
  };
  const composers = [...sources].flatMap(([file, text]) =>
    [...simpleRules(text)]
      .filter(([, rule]) => rule.from && path.join(path.dirname(file), rule.from) === CARD)
      .map(([name, rule]) => ({ where: `${file} .${name}`, ...rule })),
  );

  it('is composed by the cards and card-like panels', () => {
    expect(composers.length).toBeGreaterThanOrEqual(15);
  });

  it('is composed by classes it defines, which never set what they compose (rule order between modules is not promised)', () => {
    const problems: string[] = [];
    for (const { where, props, composes } of composers) {
      for (const name of composes) {
        if (!shared.has(name)) problems.push(`${where}: no .${name} in ${CARD}`);
        for (const prop of props) if (sharedProps(name).includes(prop)) problems.push(`${where}: sets ${prop}, which .${name} sets`);
      }
    }
    expect(problems).toEqual([]);
  });
});
