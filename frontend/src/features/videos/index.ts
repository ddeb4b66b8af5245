/**
 * What other features may use of the videos feature: the player of transcoded lessons (HLS), for the learning
 * page and the course preview, and the course editor's panel of an uploaded lesson (processing state, retry,
 * captions). The player is lazy: its code, and hls.js in a chunk of its own, load only when such a video shows.
 */
import { lazy } from 'react';

export const HlsPlayer = lazy(() => import('./components/hls-player'));
export type { HlsPlayback, HlsPlayerProps } from './components/hls-player';
/** Lazy too: the learning page imports this door, and must not carry the editor's forms. */
export const LessonVideoPanel = lazy(() =>
  import('./components/lesson-video-panel').then((m) => ({ default: m.LessonVideoPanel })),
);
