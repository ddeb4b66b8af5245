import type { User } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { INSTRUCTOR_PAGE_SIZE } from '../constants';
import { courseKeys } from './keys';

/** Every active instructor (GET /api/users?role=instructor, page after page), by name. */
export async function listInstructors(signal?: AbortSignal): Promise<User[]> {
  const instructors: User[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiCall(endpoints.listUsers, {
      query: { role: 'instructor', limit: INSTRUCTOR_PAGE_SIZE, cursor },
      signal,
    });
    instructors.push(...page.users);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  // A deactivated instructor cannot be given a course (the API refuses), so they are not offered.
  return instructors.filter((user) => user.isActive).sort((a, b) => a.name.localeCompare(b.name));
}

export const instructorsQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.instructors(), queryFn: ({ signal }) => listInstructors(signal) });

/** The add-course screen's instructor picker (admin only). */
export function useInstructors() {
  return useQuery(instructorsQueryOptions());
}
