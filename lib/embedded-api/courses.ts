import type { RawItem } from './collections';
import type { Store } from './store';

/*
 * The course answers of the contract (docs/content-contract.md#course-detail) built from the stored courses: the stored
 * item carries its packages and faculty ids; the list item carries derived branchNames and
 * totalBatch instead.
 */
type StoredPackage = { ID: number; packagename: string; fee: number; batches?: RawItem[] };

const asNumbers = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
const packagesOf = (course: RawItem) => (Array.isArray(course.packages) ? (course.packages as StoredPackage[]) : []);

export function createCourseViews(store: Store) {
  const branches = () => store.all('branches');
  const branchName = (all: RawItem[], id: number) => all.find((b) => Number(b.ID) === id)?.branchname;

  function listItem(course: RawItem, allBranches: RawItem[]): RawItem {
    const { packages: _packages, facultyids: _faculty, ...item } = course;
    const branchids = asNumbers(course.branchids);
    return {
      ...item,
      branchids,
      branchNames: branchids.map((id) => branchName(allBranches, id)).filter((n): n is string => typeof n === 'string'),
      totalBatch: packagesOf(course).reduce((n, p) => n + (p.batches?.length ?? 0), 0),
    };
  }

  return {
    list(): RawItem[] {
      const all = branches();
      return store.all('courses').map((c) => listItem(c, all));
    },

    /** Courses offered at a branch; the 'all branches' pseudo-entry (ID 0) offers every course. */
    atBranch(branchId: number): RawItem[] {
      const all = branches();
      return store
        .all('courses')
        .filter((c) => branchId === 0 || asNumbers(c.branchids).includes(branchId))
        .map((c) => listItem(c, all));
    },

    detail(url: string, branchId?: number): RawItem | undefined {
      const course = store.bySlug('courses', url);
      if (!course) return undefined;
      const all = branches();
      const keep = (batch: RawItem) => branchId === undefined || branchId === 0 || Number(batch.branchid) === branchId;
      const packages = packagesOf(course).map((p) => ({ ...p, batches: (p.batches ?? []).filter(keep) }));
      const facultyIds = asNumbers(course.facultyids);
      const branchids = asNumbers(course.branchids);
      const detail: RawItem = {
        course: listItem(course, all),
        packages,
        batches: packages.flatMap((p) => p.batches),
        faculty: store.all('faculty').filter((f) => facultyIds.includes(Number(f.ID))),
        branchdata: all.filter((b) => Number(b.ID) !== 0 && branchids.includes(Number(b.ID))),
      };
      if (branchId !== undefined) {
        const withBatches = new Set(packagesOf(course).flatMap((p) => (p.batches ?? []).map((b) => Number(b.branchid))));
        detail.branchnames = all.filter((b) => withBatches.has(Number(b.ID))).map((b) => String(b.branchname));
      }
      return detail;
    },
  };
}
