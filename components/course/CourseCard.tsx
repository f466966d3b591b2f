import { Link } from '@/components/ui/Link.client';
import type { Course } from '@/lib/content/schemas/courses';
import { ContentImage } from '@/components/ui/ContentImage';
import { courseHref } from '@/lib/routes';
import styles from './CourseCard.module.css';

/** A course or test series in a grid: picture, name, category, branches, duration. */
export function CourseCard({ course }: { course: Course }) {
  return (
    <article className={styles.card}>
      <ContentImage
        src={course.pic}
        alt=""
        width={600}
        height={340}
        sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
        className={styles.picture}
      />
      <div className={styles.body}>
        {course.category && <p className={styles.category}>{course.category}</p>}
        <h3 className={styles.title}>
          <Link href={courseHref(course)} className={styles.link}>
            {course.coursename}
          </Link>
        </h3>
        <ul className={styles.facts}>
          {course.duration && <li>{course.duration}</li>}
          {course.branchNames.length > 0 && <li>{course.branchNames.join(', ')}</li>}
        </ul>
      </div>
    </article>
  );
}
