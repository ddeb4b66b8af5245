import * as z from 'zod';
import { Id } from './common';

/** A course as a list page names it (its heading, a filter's choices): id and title. */
export const CourseTitle = z.object({ id: Id, title: z.string() });
