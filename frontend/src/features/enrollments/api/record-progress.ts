import type { Enrollment } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { enrollmentKeys } from '../../../lib/query-keys';
import type { PendingProgress } from '../lib/progress-outbox';

/** What one save sends: a progress entry as the outbox keeps it (lib/progress-outbox.ts). */
export type ProgressInput = PendingProgress;

/** POST /api/enrollments/progress: the server keeps the largest watch time and computes the figures. */
export const recordProgress = (input: ProgressInput, options: { keepalive?: boolean } = {}) =>
  apiCall(endpoints.recordProgress, {
    keepalive: options.keepalive,
    body: {
      courseId: input.courseId,
      moduleId: input.moduleId,
      completed: input.completed,
      watchTime: input.watchTime === undefined ? undefined : Math.max(0, Math.round(input.watchTime)),
      position: input.position === undefined ? undefined : Math.max(0, Math.floor(input.position)),
      final: input.final ? true : undefined,
    },
  }).then((result) => result.enrollment);

/** Puts the enrolment the server answered into the cache, so the page shows it at once. */
export function storeEnrollment(queryClient: QueryClient, enrollment: Enrollment) {
  queryClient.setQueryData<Enrollment | null>(enrollmentKeys.course(enrollment.course._id), enrollment);
}

/** After a completion the spec reloads the data. */
export const reloadEnrollments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: enrollmentKeys.mine });
