/*
 * What real visitors felt, from the pixel's stored web-vital events (vital-event.ts): for each
 * page type, device and metric, the 75th percentile (the figure Google's Core Web Vitals
 * assessment uses), how many measurements it rests on, and the most frequent cause (the LCP
 * element, the INP target or blocking script, the CLS source).
 */
const CAUSE_OF = { LCP: 'element', INP: 'target', CLS: 'source' };
const METRICS = ['LCP', 'INP', 'CLS'];

/** The value at or below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function mostFrequent(values) {
  const counts = new Map();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best ? `${best} (${bestCount})` : '';
}

/** `metrics`: the stored `metric` objects of web-vital events. Rows sorted by page type, device, metric. */
export function summariseVitals(metrics) {
  const groups = new Map();
  for (const metric of metrics) {
    if (!METRICS.includes(metric?.name) || typeof metric.value !== 'number') continue;
    const key = [metric.pageType ?? 'unknown', metric.device ?? 'unknown', metric.name].join('\u0000');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(metric);
  }
  return [...groups.entries()]
    .map(([key, list]) => {
      const [pageType, device, name] = key.split('\u0000');
      const p75 = percentile(
        list.map((m) => m.value).sort((a, b) => a - b),
        0.75,
      );
      const cause = mostFrequent(list.map((m) => m.attribution?.[CAUSE_OF[name]]));
      const script = name === 'INP' ? mostFrequent(list.map((m) => m.attribution?.script)) : '';
      return { pageType, device, name, p75, count: list.length, cause, script };
    })
    .sort((a, b) =>
      a.pageType === b.pageType
        ? a.device === b.device
          ? METRICS.indexOf(a.name) - METRICS.indexOf(b.name)
          : a.device.localeCompare(b.device)
        : a.pageType.localeCompare(b.pageType),
    );
}
