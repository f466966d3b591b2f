import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution } from 'web-vitals/attribution';
import { pageTypeOf } from './page-type';

/*
 * One field measurement as the pixel stores it: the value with its causes (web-vitals'
 * attribution build), where it was taken (page type, phone or desktop, connection), small
 * enough for the pixel's 2 kB limit. Times are whole milliseconds; CLS keeps three decimals.
 */
export type VitalMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;
export type VitalContext = { pathname: string; device: 'phone' | 'desktop'; connection: string };
type Cause = Record<string, string | number>;

const ms = (value: number | undefined) => Math.round(value ?? 0);
const text = (value: string | undefined, max = 160) => (value ?? '').slice(0, max);

function causes(metric: VitalMetric): Cause {
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      return {
        element: text(a.target),
        resource: text(a.url),
        timeToFirstByte: ms(a.timeToFirstByte),
        resourceLoadDelay: ms(a.resourceLoadDelay),
        resourceLoadDuration: ms(a.resourceLoadDuration),
        elementRenderDelay: ms(a.elementRenderDelay),
      };
    }
    case 'INP': {
      const a = metric.attribution;
      const script = a.longestScript;
      return {
        target: text(a.interactionTarget),
        type: a.interactionType ?? '',
        loadState: a.loadState,
        inputDelay: ms(a.inputDelay),
        processingDuration: ms(a.processingDuration),
        presentationDelay: ms(a.presentationDelay),
        script: text(script ? script.entry.sourceURL || script.entry.invoker : ''),
        scriptSubpart: script?.subpart ?? '',
        scriptDuration: ms(script?.intersectingDuration),
      };
    }
    case 'CLS': {
      const a = metric.attribution;
      return {
        source: text(a.largestShiftTarget),
        largestShift: Math.round((a.largestShiftValue ?? 0) * 1000) / 1000,
        loadState: a.loadState ?? '',
      };
    }
  }
}

export function vitalEvent(metric: VitalMetric, context: VitalContext) {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    name: metric.name,
    value: Math.round(metric.value * scale) / scale,
    rating: metric.rating,
    pageType: pageTypeOf(context.pathname),
    device: context.device,
    connection: text(context.connection, 20),
    attribution: causes(metric),
  };
}

export type VitalEvent = ReturnType<typeof vitalEvent>;
