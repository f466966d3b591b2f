import { BRANCH_FILTERS } from '@/lib/catalogue';
import type { Batch, Course, CourseDetail } from '@/lib/content/schemas/courses';
import { formatDate } from '@/lib/dates';
import { formatRupees } from '@/lib/numbers';

/** The course page's defaults (docs/screens.md#course-page). */
export const COURSE_DEFAULTS = { name: 'Course Name', duration: '0', brochure: 'No link' } as const;

export function courseName(course: Pick<Course, 'coursename'>): string {
  return course.coursename.trim() || COURSE_DEFAULTS.name;
}

/** The sidebar card's figures: Duration, Batches (total batch count), Branches (count of branch names), Brochure. */
export function courseFacts(course: Course) {
  return {
    name: courseName(course),
    duration: course.duration ?? COURSE_DEFAULTS.duration,
    batches: course.totalBatch,
    branches: course.branchNames.length,
    brochure: course.brochure1,
  };
}

/** 145000 → '₹1,45,000'. */
export function formatFee(fee: number): string {
  return formatRupees(fee);
}

export type BatchView = {
  id: number;
  branchid: number;
  name: string;
  start?: string;
  timing?: string;
  mode?: string;
  packageName?: string;
  fee?: string;
};

function view(batch: Batch, pkg?: CourseDetail['packages'][number]): BatchView {
  return {
    id: batch.ID,
    branchid: batch.branchid,
    name: batch.batchname,
    start: batch.startdate ? formatDate(batch.startdate) : undefined,
    timing: batch.timing,
    mode: batch.mode,
    packageName: pkg?.packagename,
    fee: pkg?.fee === undefined ? undefined : formatFee(pkg.fee),
  };
}

/** Every batch of the course with its package, from the packages (or the flattened list when they have none). */
export function batchViews(detail: Pick<CourseDetail, 'packages' | 'batches'>): BatchView[] {
  const fromPackages = detail.packages.flatMap((p) => p.batches.map((b) => view(b, p)));
  return fromPackages.length > 0 ? fromPackages : detail.batches.map((b) => view(b));
}

/**
 * The batch selector's tabs: All (id 0), then the branches offering the course in the API's
 * order, plus any branch that runs a batch without being listed.
 */
export function batchBranchTabs(detail: Pick<CourseDetail, 'branchdata'>, batches: readonly BatchView[]): { id: number; name: string }[] {
  const tabs = detail.branchdata.filter((b) => b.ID !== 0).map((b) => ({ id: b.ID, name: b.branchname }));
  for (const batch of batches) {
    if (batch.branchid !== 0 && !tabs.some((t) => t.id === batch.branchid)) {
      const known = BRANCH_FILTERS.find((b) => b.id === batch.branchid);
      tabs.push({ id: batch.branchid, name: known?.label ?? `Branch ${batch.branchid}` });
    }
  }
  return [{ id: 0, name: 'All' }, ...tabs];
}

/** The batches a branch tab shows: those whose branchid equals the selected id (0 = every batch). */
export function batchesOfBranch(batches: readonly BatchView[], branchId: number): BatchView[] {
  return branchId === 0 ? [...batches] : batches.filter((b) => b.branchid === branchId);
}
