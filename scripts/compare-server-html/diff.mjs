/*
 * A unified diff of two lists of lines (longest common subsequence after the common head and
 * tail are set aside), with `context` lines around each change, cut at `maxLines`.
 */
const MAX_CELLS = 4_000_000;

function editScript(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const ops = a.slice(0, start).map((line) => [' ', line]);
  if (midA.length * midB.length > MAX_CELLS) {
    // Too long to align: all of one side, then all of the other.
    ops.push(...midA.map((line) => ['-', line]), ...midB.map((line) => ['+', line]));
  } else {
    const n = midA.length;
    const m = midB.length;
    const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i][j] = midA[i] === midB[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        ops.push([' ', midA[i++]]);
        j++;
      } else if (i < n && (j === m || table[i + 1][j] >= table[i][j + 1])) ops.push(['-', midA[i++]]);
      else ops.push(['+', midB[j++]]);
    }
  }
  ops.push(...a.slice(endA).map((line) => [' ', line]));
  return ops;
}

/** `--- labelA` / `+++ labelB` and the hunks; '' when the lists are equal. */
export function unifiedDiff(a, b, { labelA = 'base', labelB = 'head', context = 2, maxLines = 40 } = {}) {
  const ops = editScript(a, b);
  const changed = ops.map((op) => op[0] !== ' ');
  if (!changed.includes(true)) return '';
  const out = [`--- ${labelA}`, `+++ ${labelB}`];
  let i = 0;
  while (i < ops.length) {
    if (!changed[i]) {
      i++;
      continue;
    }
    let start = Math.max(0, i - context);
    let end = i;
    // Extend the hunk while the next change is within 2 × context lines.
    for (let k = i; k < ops.length; k++) {
      if (changed[k]) end = k;
      else if (k - end > context * 2) break;
    }
    end = Math.min(ops.length - 1, end + context);
    const lineA = ops.slice(0, start).filter((op) => op[0] !== '+').length;
    const lineB = ops.slice(0, start).filter((op) => op[0] !== '-').length;
    const hunk = ops.slice(start, end + 1);
    out.push(
      `@@ -${lineA + 1},${hunk.filter((op) => op[0] !== '+').length} +${lineB + 1},${hunk.filter((op) => op[0] !== '-').length} @@`,
      ...hunk.map(([sign, line]) => sign + clip(line)),
    );
    i = end + 1;
    start = i;
  }
  if (out.length > maxLines) return [...out.slice(0, maxLines), `… ${out.length - maxLines} more diff lines`].join('\n');
  return out.join('\n');
}

function clip(line, max = 300) {
  return line.length > max ? `${line.slice(0, max)}… [${line.length} chars]` : line;
}
