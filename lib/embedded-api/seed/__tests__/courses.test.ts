import { buildCourses } from '@/lib/embedded-api/seed/courses';

describe('the demo courses', () => {
  it('name every batch of a course differently, so no batch card appears twice on its page', () => {
    for (const course of buildCourses()) {
      const names = course.packages.flatMap((p) => p.batches.map((b) => b.batchname));
      expect({ course: course.courseurl, names: [...new Set(names)] }).toEqual({ course: course.courseurl, names });
    }
  });

  it('give every package and batch its own ID', () => {
    const courses = buildCourses();
    const packages = courses.flatMap((c) => c.packages.map((p) => p.ID));
    const batches = courses.flatMap((c) => c.packages.flatMap((p) => p.batches.map((b) => b.ID)));
    expect(new Set(packages).size).toBe(packages.length);
    expect(new Set(batches).size).toBe(batches.length);
  });
});
