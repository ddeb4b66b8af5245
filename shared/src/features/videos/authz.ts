import { courseMembers, courseStaff, everyone } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { videosRoutes } from './routes';

/** What each caller of the authorization matrix gets from each videos route (see `RouteAuthz`). */
export const videosAuthz = {
  createVideoUpload: courseStaff(200, { on: 'module' }),
  // The fixture’s key was never uploaded: the callers allowed get as far as 400.
  completeVideoUpload: courseStaff(400, { on: 'module' }),
  listCourseVideos: courseStaff(200, { on: 'course' }),
  // The fixture module has no uploaded video: the callers allowed get as far as 404.
  retryVideoProcessing: courseStaff(404, { on: 'module' }),
  putCaptions: courseStaff(404, { on: 'moduleCaptions' }),
  deleteCaptions: courseStaff(404, { on: 'moduleCaptions' }),
  getVideoLink: courseMembers(200, { on: 'module' }),
  // A draft’s preview, as getCourse.
  getCoursePreview: everyone(404, { on: 'draftCourse', instructor: 200, admin: 200 }),
  createThumbnailUpload: courseStaff(200, { on: 'course' }),
} as const satisfies Record<keyof typeof videosRoutes, RouteAuthz>;
