import { courseGroups } from '@/lib/menu/course-groups';
import { branchSchema } from '@/lib/content/schemas/branches';
import { courseSchema } from '@/lib/content/schemas/courses';

const branches = [
  { ID: 0, branchname: 'All Branches', branchurl: 'all-branches' },
  { ID: 1, branchname: 'Old Rajinder Nagar', branchurl: 'old-rajinder-nagar' },
  { ID: 3, branchname: 'Pune', branchurl: 'pune' },
].map((b) => branchSchema.parse(b));
const courses = [
  { ID: 1, courseurl: 'gs', coursename: 'GS Foundation', coursetype: 'course', branchids: [1, 3] },
  { ID: 2, courseurl: 'csat', coursename: 'CSAT', coursetype: 'course', branchids: [3] },
  { ID: 3, courseurl: 'ts', coursename: 'Prelims Test Series', coursetype: 'testseries', branchids: [1] },
].map((c) => courseSchema.parse(c));

describe('COURSES menu groups', () => {
  it('skips the first branch and lists each branch’s courses with their pages', () => {
    expect(courseGroups(branches, courses)).toEqual([
      { id: 1, name: 'Old Rajinder Nagar', courses: [{ name: 'GS Foundation', href: '/course-details/gs' }] },
      {
        id: 3,
        name: 'Pune',
        courses: [
          { name: 'GS Foundation', href: '/course-details/gs' },
          { name: 'CSAT', href: '/course-details/csat' },
        ],
      },
    ]);
  });

  it('falls back to the fixed branches when the list cannot load', () => {
    expect(courseGroups([], courses).map((g) => g.name)).toEqual(['Old Rajinder Nagar', 'Pune', 'Hyderabad']);
  });
});
