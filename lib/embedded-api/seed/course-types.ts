/** Authoring shape of a course before IDs are assigned to it, its packages and batches, and the stored shape after. */
import type { z } from '@/lib/zod';
import type { batchSchema, courseSchema, packageSchema } from '@/lib/content/schemas/courses';

type Batch = z.input<typeof batchSchema> & { branchid: number; startdate: string };
type CoursePackage = z.input<typeof packageSchema> & { batches: Batch[] };

/**
 * A course as stored: the contract's course item without what the server derives (`branchNames`,
 * `totalBatch`), with what it derives them from (the packages and their batches) and the
 * faculty ids the course-details answer is built from.
 */
export type Course = Omit<z.input<typeof courseSchema>, 'branchNames' | 'totalBatch'> & {
  branchids: number[];
  facultyids: number[];
  packages: CoursePackage[];
};

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
