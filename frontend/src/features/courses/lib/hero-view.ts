import type { Course } from '@academy/shared';
import { formatCount, formatMinutes, formatPrice, pluralise } from '../../../lib/format';
import { instructorNameOf, levelName } from './catalogue';

/**
 * What the course hero and its price card show of a course, as text: one function for React's hero and for
 * the early hero the course shell paints from the first answer (src/early/course-page.ts), so the two show
 * the same words in the same boxes.
 */
export interface HeroView {
  category: string;
  /** The catalogue's filter for the category: `category=Web+Development`. */
  categoryQuery: string;
  title: string;
  description: string;
  instructorName: string;
  /** ", Principal Engineer", or nothing. */
  instructorTitle: string;
  /** False: "No ratings yet" instead of the average and count. */
  rated: boolean;
  ratingAverage: string;
  ratingCount: string;
  enrolled: string;
  duration: string;
  level: string;
  /** The course art; empty when the course has none. */
  thumbnail: string;
  price: string;
  priceNote: string;
}

export function heroViewOf(course: Course): HeroView {
  return {
    category: course.category,
    categoryQuery: String(new URLSearchParams({ category: course.category })),
    title: course.title,
    description: course.description,
    instructorName: instructorNameOf(course),
    instructorTitle: course.instructor.title ? `, ${course.instructor.title}` : '',
    rated: course.rating.count !== 0,
    ratingAverage: course.rating.average.toFixed(1),
    ratingCount: pluralise(course.rating.count, 'rating'),
    enrolled: formatCount(course.enrollmentCount),
    duration: formatMinutes(course.totalDuration),
    level: levelName(course.level),
    thumbnail: course.thumbnail,
    price: formatPrice(course.price),
    priceNote: course.price === 0 ? 'Free to enrol, certificate included' : 'One-time payment',
  };
}
