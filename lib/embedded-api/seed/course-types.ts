/** Authoring shape of a course before IDs are assigned to it, its packages and batches. */
import type { Course } from './types';

/** [branch ID, start date, timing, mode] */
export type BatchSpec = readonly [branchid: number, startdate: string, timing: string, mode: 'Offline' | 'Online'];

export type PackageSpec = { name: string; fee: number; batches: readonly BatchSpec[] };

export type CourseSpec = Omit<Course, 'ID' | 'packages'> & {
  /** Batch names read '{batchLabel} – {Month YYYY} ({branch})'. */
  batchLabel: string;
  packages: readonly PackageSpec[];
};

export const MORNING = '8:00 AM – 11:00 AM';
export const NOON = '11:30 AM – 2:30 PM';
export const AFTERNOON = '3:00 PM – 6:00 PM';
export const EVENING = '6:30 PM – 9:00 PM';
export const WEEKEND = 'Sat & Sun, 9:00 AM – 4:00 PM';
