import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { managedCoursesQuery } from '../../../lib/list-managed-courses';
import { chatKeys } from './keys';

/** Students a page of the picker asks for (the route's own maximum). */
export const PICKER_STUDENTS_PAGE = 100;
/** Pages read at most when looking up one student's name for a conversation not started yet. */
export const NAME_LOOKUP_MAX_PAGES = 10;

/** The instructor's own courses, newest first, for the new-chat picker's course choice. */
export const chatCoursesQueryOptions = () =>
  managedCoursesQuery(chatKeys.courses(), (course) => ({
    id: course.id,
    title: course.title,
    enrollmentCount: course.enrollmentCount,
  }));

export function useChatCourses(enabled: boolean) {
  return useQuery({ ...chatCoursesQueryOptions(), enabled });
}

const listCourseStudents = (courseId: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listCourseStudents, {
    query: { course: courseId, limit: PICKER_STUDENTS_PAGE, cursor },
    signal,
  });

/**
 * GET /api/instructor/students?course=: the students enrolled in one of the instructor's courses, in enrolment
 * order, page after page ("More students"). Only students enrolled in the course are listed, so only they can be
 * picked (the server refuses anyone else all the same).
 */
export const courseStudentsQueryOptions = (courseId: string) =>
  cursorPages(chatKeys.courseStudents(courseId), (cursor, signal) =>
    listCourseStudents(courseId, cursor, signal),
  );

export function useCourseStudents(courseId: string | null) {
  return useInfiniteQuery({ ...courseStudentsQueryOptions(courseId ?? ''), enabled: courseId !== null });
}

/**
 * The names of a conversation not started yet, when the link did not bring them (a reload, a shared address):
 * the course's students read page after page until this one turns up (at most NAME_LOOKUP_MAX_PAGES); undefined
 * while looking or when they are not among them.
 */
export function useNewChatNames(courseId: string | null, studentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...chatKeys.courseStudents(courseId ?? ''), 'find', studentId ?? ''],
    enabled: enabled && courseId !== null && studentId !== null,
    queryFn: async ({ signal }) => {
      let cursor: string | undefined;
      for (let page = 0; page < NAME_LOOKUP_MAX_PAGES; page++) {
        const answer = await listCourseStudents(courseId ?? '', cursor, signal);
        const found = answer.students.find((student) => student._id === studentId);
        if (found) return { studentName: found.name, courseTitle: answer.course.title };
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      return null;
    },
  });
}
