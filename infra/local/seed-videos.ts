import { existsSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { derivedId } from '../../functions/src/lib/keys';
import { generateLecture } from '../../functions/src/videos/transcode';
import { courseIdFor } from './seed-courses';

/** The demo course whose first lessons are uploaded videos (its first plays as the public preview). */
export const VIDEO_DEMO_COURSE = 'docker-kubernetes';
const UPLOADED_LESSONS = 2;
const LECTURE_SECONDS = 20;

/**
 * A 20-second 720p lecture made here by the registry package's ffmpeg (its test pattern and a quiet tone): nothing
 * is fetched. Made once per machine (a temporary file), then reused.
 */
export async function demoLecture(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `academy-demo-lecture-${LECTURE_SECONDS}s-720p.mp4`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.part.mp4`;
    await generateLecture(ffmpeg.path, partial, {
      seconds: LECTURE_SECONDS,
      width: 1280,
      height: 720,
      videoBitrate: 3_000_000,
    });
    renameSync(partial, file);
  }
  return readFileSync(file);
}

/**
 * The demo's uploaded lessons: the original put where an instructor's upload lands, attached to its module, and
 * transcoded by the same path as an upload through the API (the stream starts the planner, the queue runs the
 * tasks: `settled` waits for them). Idempotent: a module that has its upload is left as it is.
 */
export async function seedVideos(): Promise<void> {
  const { getCourseRecord, setModuleVideo } = await import('../../functions/src/courses/repository');
  const { beginTranscoding } = await import('../../functions/src/videos/pipeline');
  const { putCaptionTrack } = await import('../../functions/src/videos/captions');
  const { s3Client } = await import('../../functions/src/lib/clients');
  const courseId = courseIdFor(VIDEO_DEMO_COURSE);
  const found = await getCourseRecord(courseId);
  if (!found) return;
  const lessons = [...found.modules].sort((a, b) => a.order - b.order).slice(0, UPLOADED_LESSONS);
  for (const lesson of lessons) {
    if (lesson.videoKey) continue;
    const body = await demoLecture();
    const key = `videos/${courseId}/${lesson.id}/${derivedId('2025-01-01T00:00:00.000Z', `demo-upload:${lesson.id}`)}`;
    await s3Client().send(
      new PutObjectCommand({
        Bucket: process.env.VIDEOS_BUCKET,
        Key: key,
        Body: body,
        ContentType: 'video/mp4',
      }),
    );
    await setModuleVideo(courseId, lesson.id, key);
    await beginTranscoding(courseId, lesson.id, key);
    // English captions, through the same code as the editor's Add captions (as the course's instructor).
    await putCaptionTrack(
      { courseId, moduleId: lesson.id, language: 'en' },
      { label: 'English', vtt: DEMO_CAPTIONS },
      { id: found.course.instructorId, role: 'instructor', user: { role: 'instructor', isActive: true } },
    );
  }
}

const DEMO_CAPTIONS = `WEBVTT

00:00:00.500 --> 00:00:05.000
Namaste! This short lesson is a generated test pattern.

00:00:05.000 --> 00:00:10.000
Pick a quality, a speed or the data saver under the video.

00:00:10.000 --> 00:00:15.000
Captions come from a WebVTT file the instructor uploads.

00:00:15.000 --> 00:00:19.500
Thanks for watching.
`;
