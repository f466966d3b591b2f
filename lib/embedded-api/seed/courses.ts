/** Assembles courses and test series: assigns IDs to courses, packages and batches and names the batches. */
import { branchName } from './branches';
import type { Course, CourseSpec } from './course-types';
import { gsCourses } from './courses-gs';
import { optionalCourses } from './courses-optional';
import { testSeries } from './courses-testseries';
import { formatMonth } from '@/lib/dates';

const FIRST_PACKAGE_ID = 51;
const FIRST_BATCH_ID = 501;

/** Every course and test series in display order (regular courses first). */
export function buildCourses(): Course[] {
  const regular = [...gsCourses, ...optionalCourses];
  const all: CourseSpec[] = [...regular, ...testSeries];
  let packageId = FIRST_PACKAGE_ID;
  let batchId = FIRST_BATCH_ID;
  return all.map((spec, i) => {
    const { batchLabel, packages, ...rest } = spec;
    return {
      ...rest,
      branchids: [...rest.branchids],
      facultyids: [...rest.facultyids],
      ID: i + 1,
      packages: packages.map((p) => ({
        ID: packageId++,
        packagename: p.name,
        fee: p.fee,
        batches: p.batches.map(([branchid, startdate, timing, mode]) => ({
          ID: batchId++,
          branchid,
          batchname: `${batchLabel} – ${formatMonth(startdate.slice(0, 7))} (${mode === 'Online' ? 'Live Online' : branchName(branchid)})`,
          startdate,
          timing,
          mode,
        })),
      })),
    };
  });
}
