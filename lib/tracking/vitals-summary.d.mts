export type StoredVital = {
  name?: unknown;
  value?: unknown;
  pageType?: string;
  device?: string;
  attribution?: Record<string, string | number>;
};
export type VitalsRow = { pageType: string; device: string; name: string; p75: number; count: number; cause: string; script: string };

export function percentile(sorted: number[], share: number): number;
export function summariseVitals(metrics: StoredVital[]): VitalsRow[];
