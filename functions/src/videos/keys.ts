import { prefix } from '../lib/keys';

/**
 * The videos feature's items (docs/data-model.md, AP96–AP97, W36–W38): each uploaded lesson's video, where its
 * transcoding stands and what it offers, in its course's own partition (one Query lists a course's), and each
 * transcoding job, by its id (the stream starts its planner on the job's INSERT). Only this feature builds them.
 */
export const keys = {
  /** A module's uploaded video (AP96, AP97). */
  video: (courseId: string, moduleId: string) => ({
    PK: `${prefix.courseVideos}${courseId}`,
    SK: `${prefix.video}${moduleId}`,
  }),
  /** A transcoding job (W36–W38). */
  videoJob: (jobId: string) => ({ PK: `${prefix.videoJob}${jobId}`, SK: 'JOB' }),
};

/** The partition of a course's videos (AP96: one Query lists them, at most one per module). */
export const courseVideosPartition = (courseId: string) => `${prefix.courseVideos}${courseId}`;
