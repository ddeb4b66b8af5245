import { readFileSync } from 'node:fs';
import { COURSE_MEDIA_PATH } from '@academy/shared';
import { coursesRoutes } from '@academy/shared/features/courses/routes';
import { videosRoutes } from '@academy/shared/features/videos/routes';
import { routeCaller, routeModules } from './seed-call';
import { API_AUTHORED_COURSES, authoredPageOf, courseIdFor } from './seed-courses';

/** The course page routes the demo instructor uses, as the gateway mounts them. */
const modules = routeModules({
  updateCourse: coursesRoutes.updateCourse,
  createThumbnailUpload: videosRoutes.createThumbnailUpload,
});

const call = routeCaller(modules, 'seed');

/**
 * The image the demo instructor uploads as a course's thumbnail: the course's own art (frontend/public/course-art)
 * as the web app makes it before an upload, 800 × 450 WebP (made in Chromium with the steps of
 * `prepareThumbnail`, frontend/src/features/courses/lib/thumbnail.ts).
 */
const demoThumbnail = (slug: string) => readFileSync(new URL(`./demo-media/${slug}.webp`, import.meta.url));

/**
 * The demo instructor authors the page of their API-authored demo courses through the same routes as the web
 * app: the sections with PUT /api/courses/{id}, the thumbnail with POST …/thumbnail/upload, a PUT of the file to
 * the presigned address and PUT /api/courses/{id} `{ thumbnailUpload }`. Runs on every start and changes nothing
 * once done (a course with highlights is authored; one whose thumbnail is in the course media has it).
 */
export async function seedCoursePages(instructors: { primary: { id: string }; second: { id: string } }) {
  const { getCourseWithPage } = await import('../../functions/src/courses/repository');
  const { pageOf } = await import('../../functions/src/courses/model');
  for (const { slug, owner } of API_AUTHORED_COURSES) {
    const instructor = instructors[owner];
    const id = courseIdFor(slug);
    const found = await getCourseWithPage(id);
    if (!found) continue;
    if (pageOf(found.course, found.page).highlights.length === 0) {
      await call('updateCourse', instructor.id, { params: { id }, body: authoredPageOf(slug) });
    }
    if (!found.course.thumbnail.startsWith(COURSE_MEDIA_PATH)) {
      const file = demoThumbnail(slug);
      const upload = await call<{ uploadUrl: string; headers: Record<string, string>; key: string }>(
        'createThumbnailUpload',
        instructor.id,
        { params: { id }, body: { contentType: 'image/webp', size: file.length } },
      );
      const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file });
      if (!put.ok) throw new Error(`seed: the thumbnail upload of ${slug} answered ${put.status}`);
      await call('updateCourse', instructor.id, { params: { id }, body: { thumbnailUpload: upload.key } });
    }
  }
}
