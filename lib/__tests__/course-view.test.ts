import { courseDetailSchema } from '@/lib/content/schemas/courses';
import { batchBranchTabs, batchesOfBranch, batchViews, COURSE_DEFAULTS, courseFacts, courseName, formatFee } from '@/lib/course-view';

const detail = (course: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  courseDetailSchema.parse({
    course: { ID: 1, courseurl: 'c', coursename: 'Course', coursetype: 'course', branchids: [], branchNames: [], totalBatch: 0, ...course },
    packages: [],
    faculty: [],
    branchdata: [],
    ...extra,
  });

describe('the course page defaults (docs/screens.md#course-page)', () => {
  it("shows 'Course Name', '0' and 'No link' when the course lacks them", () => {
    const { course } = detail({ coursename: '  ', duration: null, brochure1: '' });
    expect(courseName(course)).toBe('Course Name');
    expect(courseFacts(course)).toEqual({ name: 'Course Name', duration: '0', batches: 0, branches: 0, brochure: undefined });
    expect(COURSE_DEFAULTS.brochure).toBe('No link');
  });

  it('counts batches from totalBatch and branches from branchNames', () => {
    const { course } = detail({
      totalBatch: '5',
      branchNames: ['Pune', 'Hyderabad'],
      duration: '8 Months',
      brochure1: 'https://x.example/b.pdf',
    });
    expect(courseFacts(course)).toMatchObject({ duration: '8 Months', batches: 5, branches: 2, brochure: 'https://x.example/b.pdf' });
  });

  it('writes fees the Indian way', () => {
    expect(formatFee(145000).replace(/\s/g, '')).toBe('₹1,45,000');
  });
});

describe('batches', () => {
  const data = detail(
    { branchids: [1, 3] },
    {
      packages: [
        {
          ID: 51,
          packagename: 'Classroom',
          fee: 60000,
          batches: [
            { ID: 1, branchid: 1, batchname: 'A', startdate: '2026-07-01', mode: 'Offline' },
            { ID: 2, branchid: 3, batchname: 'B', startdate: 'soon', mode: 'Offline' },
            { ID: 3, branchid: 4, batchname: 'C', mode: 'Online' },
          ],
        },
        { ID: 52, packagename: 'Empty', fee: 0, batches: [] },
      ],
      branchdata: [
        { ID: 1, branchname: 'Old Rajinder Nagar', branchurl: 'old-rajinder-nagar' },
        { ID: 3, branchname: 'Pune', branchurl: 'pune' },
      ],
    },
  );

  it('lists every batch with its package, start date and fee', () => {
    const views = batchViews(data);
    expect(views.map((b) => b.name)).toEqual(['A', 'B', 'C']);
    expect(views[0]).toMatchObject({ start: '1 Jul 2026', packageName: 'Classroom' });
    expect(views[0]?.fee?.replace(/\s/g, '')).toBe('₹60,000');
    expect(views[1]?.start).toBeUndefined();
  });

  it('offers All, the branches of the course, and any other branch that runs a batch', () => {
    expect(batchBranchTabs(data, batchViews(data))).toEqual([
      { id: 0, name: 'All' },
      { id: 1, name: 'Old Rajinder Nagar' },
      { id: 3, name: 'Pune' },
      { id: 4, name: 'Hyderabad' },
    ]);
  });

  it('filters to the batches whose branchid equals the selected id; 0 keeps all', () => {
    const views = batchViews(data);
    expect(batchesOfBranch(views, 0).map((b) => b.name)).toEqual(['A', 'B', 'C']);
    expect(batchesOfBranch(views, 3).map((b) => b.name)).toEqual(['B']);
    expect(batchesOfBranch(views, 2)).toEqual([]);
  });

  it('handles a course with no packages and no batches', () => {
    const empty = detail({});
    expect(batchViews(empty)).toEqual([]);
    expect(batchBranchTabs(empty, [])).toEqual([{ id: 0, name: 'All' }]);
  });
});
