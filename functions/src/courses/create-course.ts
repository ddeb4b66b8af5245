import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { ulid } from 'ulid';
import { httpHandler } from '../http';
import { BadRequestError } from '../lib/errors';
import { getUserRecord } from '../users/service';
import { toCourse } from './model';
import { createCourse } from './repository';

export const handler = httpHandler(routes.createCourse, async ({ body, caller }) => {
  // An instructor creates courses of their own; an admin assigns one to an instructor.
  const instructorId = caller.role === 'admin' ? body.instructor : (body.instructor ?? caller.id);
  if (!instructorId) throw new BadRequestError(/*i18n*/ 'instructor: Choose the course’s instructor');
  if (caller.role !== 'admin' && instructorId !== caller.id) {
    throw new BadRequestError(/*i18n*/ 'instructor: Instructors create courses of their own');
  }
  const instructor = await getUserRecord(instructorId);
  if (instructor?.role !== 'instructor' || !instructor.isActive) {
    throw new BadRequestError(/*i18n*/ 'instructor: No active instructor has this id');
  }
  // The course's instructor card: as authored, else the instructor's own profile (bio, experience) of today.
  const profile = body.instructorProfile ?? {
    bio: instructor.profile.bio || undefined,
    experience: instructor.profile.experience || undefined,
    achievements: [],
    socials: {},
  };
  const record = await createCourse({
    id: ulid(),
    title: body.title,
    description: body.description,
    category: body.category,
    level: body.level,
    price: body.price,
    thumbnail: body.thumbnail,
    tags: body.tags,
    requirements: body.requirements,
    learningOutcomes: body.learningOutcomes,
    isPublished: body.isPublished,
    instructorId,
    instructor: { ...profile, id: instructorId, name: instructor.name },
    highlights: body.highlights,
    tools: body.tools,
    testimonials: body.testimonials,
    learningJourney: body.learningJourney,
    faqs: body.faqs,
    companies: body.companies,
    createdAt: new Date().toISOString(),
    modules: [],
  });
  return { course: toCourse(record, [], 'full', record.page) };
});
