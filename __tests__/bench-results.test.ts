import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The README gives each benchmark's newest result and no other: the line that `record`
 * (bench/lib.mjs) last wrote into bench/results/{bench}.md. After a run, copy that summary
 * into the README's Benchmarks list with the results file.
 */
const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'bench/results');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const files = readdirSync(RESULTS).filter((f) => f.endsWith('.md'));

describe('benchmark results', () => {
  it('has a committed results file for the benches that ran', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("the README quotes %s's newest summary", (file) => {
    const summaries = readFileSync(path.join(RESULTS, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('Summary: '));
    const newest = summaries.at(-1)?.slice('Summary: '.length);
    expect(newest).toBeDefined();
    expect(readme).toContain(`[${file.replace(/\.md$/, '')}](bench/results/${file}): ${newest}`);
  });
});
