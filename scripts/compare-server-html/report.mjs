import { unifiedDiff } from './diff.mjs';

/*
 * The report: a one-line verdict per address in the order compared, then a unified diff of each
 * differing aspect (cut at `maxLines`), then the counts.
 */
const shown = (address) => (address.length > 120 ? `${address.slice(0, 60)}…[${address.length} chars]` : address);

export function report(results, [a, b], maxLines) {
  const lines = [];
  const differing = results.filter((r) => r.differing.length > 0);
  for (const r of results) {
    const verdict = r.differing.length ? `differs: ${r.differing.map((d) => d.name).join(', ')}` : 'same';
    const status = r.status[0] === r.status[1] ? String(r.status[0]) : r.status.join('→');
    lines.push(`${r.differing.length ? 'DIFF' : 'same'}  ${status.padEnd(7)} ${shown(r.address)}  ${verdict}`);
  }
  if (differing.length) lines.push('', '== Differences ==');
  for (const r of differing) {
    for (const d of r.differing) {
      lines.push('', `## ${shown(r.address)} — ${d.name}`);
      lines.push(unifiedDiff(d.a, d.b, { labelA: `base ${a.revision}`, labelB: `head ${b.revision}`, maxLines }));
    }
  }
  const byAspect = new Map();
  for (const r of differing) for (const d of r.differing) byAspect.set(d.name, (byAspect.get(d.name) ?? 0) + 1);
  lines.push(
    '',
    '== Summary ==',
    `${results.length} addresses compared: ${results.length - differing.length} same, ${differing.length} differ`,
    ...[...byAspect].map(([name, count]) => `  ${name}: ${count}`),
  );
  return lines.join('\n');
}
