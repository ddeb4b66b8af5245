import * as z from 'zod';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { CourseIdParams, Module, ModuleParams } from '../courses/schemas';
import {
  CoursePreviewResponse,
  ThumbnailUploadBody,
  ThumbnailUploadResponse,
  VideoCompleteBody,
  VideoLinkResponse,
  VideoUploadBody,
  VideoUploadResponse,
} from './schemas';

/** The videos feature's API routes (composed into the one table in shared/src/routes.ts). */
export const videosRoutes = {
  createVideoUpload: defineRoute({
    id: 'createVideoUpload',
    method: 'POST',
    path: '/api/courses/{id}/modules/{moduleId}/video/upload',
    handler: 'videos/create-video-upload',
    access: ['instructor', 'admin'],
    summary: 'A presigned upload for a module’s video (type and size fixed; at most 500 MB)',
    tags: ['videos'],
    params: ModuleParams,
    body: VideoUploadBody,
    grants: ['table:read', 'videos:write'],
    response: VideoUploadResponse,
  }),
  completeVideoUpload: defineRoute({
    id: 'completeVideoUpload',
    method: 'POST',
    path: '/api/courses/{id}/modules/{moduleId}/video/complete',
    handler: 'videos/complete-video-upload',
    access: ['instructor', 'admin'],
    summary: 'Attach an uploaded video to its module, once it has arrived and checks out',
    tags: ['videos'],
    params: ModuleParams,
    body: VideoCompleteBody,
    grants: ['table:write', 'videos:read', 'videos:write'],
    response: z.object({ module: Module }),
  }),
  getVideoLink: defineRoute({
    id: 'getVideoLink',
    method: 'GET',
    path: '/api/courses/{id}/modules/{moduleId}/video',
    handler: 'videos/get-video-link',
    access: ['student', 'instructor', 'admin'],
    summary: 'A short-lived playback link, for enrolled students, the course’s instructor and admins',
    tags: ['videos'],
    params: ModuleParams,
    grants: ['table:read', 'videos:read'],
    response: VideoLinkResponse,
  }),
  getCoursePreview: defineRoute({
    id: 'getCoursePreview',
    method: 'GET',
    path: '/api/courses/{id}/preview',
    handler: 'videos/get-course-preview',
    access: 'optional',
    summary:
      'Preview Course: the first module’s video (a short-lived link if uploaded), for anyone who may see the course',
    tags: ['videos'],
    params: CourseIdParams,
    grants: ['table:read', 'videos:read'],
    response: CoursePreviewResponse,
  }),
  createThumbnailUpload: defineRoute({
    id: 'createThumbnailUpload',
    method: 'POST',
    path: '/api/courses/{id}/thumbnail/upload',
    handler: 'videos/create-thumbnail-upload',
    access: ['instructor', 'admin'],
    summary:
      'A presigned upload for a course’s thumbnail (JPEG, PNG or WebP, type and size fixed; at most 2 MB); PUT /api/courses/{id} with `thumbnailUpload` sets it',
    tags: ['videos'],
    params: CourseIdParams,
    body: ThumbnailUploadBody,
    grants: ['table:read', 'videos:write'],
    response: ThumbnailUploadResponse,
  }),
} as const satisfies Record<string, RouteDef>;
