import type { VideoStatus } from '@academy/shared';

/** A lesson's video as GET /api/courses/{id}/videos answers it: ready, unless the test says otherwise. */
export const makeVideo = (overrides: Partial<VideoStatus> = {}): VideoStatus => ({
  moduleId: `m-${Math.random().toString(36).slice(2)}`,
  state: 'ready',
  percent: 100,
  renditions: ['240p', '360p', 'audio'],
  captions: [],
  updatedAt: '2026-11-28T01:00:00.000Z',
  ...overrides,
});
