import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { ulid } from 'ulid';
import { BadRequestError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { getUserRecord } from '../users/repository';
import { createCourse, toCourse } from './repository';

export const handler = httpHandler(routes.createCourse, async ({ body, caller }) => {
  // An instructor creates courses of their own; an admin assigns one to an instructor.
  const instructorId = caller.role === 'admin' ? body.instructor : (body.instructor ?? caller.id);
  if (!instructorId) throw new BadRequestError('instructor: Choose the course’s instructor');
  if (caller.role !== 'admin' && instructorId !== caller.id) {
    throw new BadRequestError('instructor: Instructors create courses of their own');
  }
  const instructor = await getUserRecord(instructorId);
  if (instructor?.role !== 'instructor' || !instructor.isActive) {
    throw new BadRequestError('instructor: No active instructor has this id');
  }
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
    instructor: {
      id: instructorId,
      name: instructor.name,
      bio: instructor.profile.bio,
      experience: instructor.profile.experience,
      achievements: [],
      socials: {},
    },
    highlights: [],
    tools: [],
    testimonials: [],
    learningJourney: [],
    faqs: [],
    companies: [],
    createdAt: new Date().toISOString(),
    modules: [],
  });
  return { course: toCourse(record, [], 'full') };
});
