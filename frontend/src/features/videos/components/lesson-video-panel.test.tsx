import type { VideoStatus } from '@academy/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseVideoKeys } from '../../../lib/query-keys';
import { markup, textOf } from '../../../testing/markup';
import { makeVideo } from '../test/fixtures';
import { LessonVideoPanel } from './lesson-video-panel';

/** The panel of one lesson, with GET /api/courses/{id}/videos already answered. */
const render = (video: VideoStatus, others: VideoStatus[] = []) => {
  const courseId = `c-${Math.random().toString(36).slice(2)}`;
  const client = new QueryClient();
  client.setQueryData(courseVideoKeys.course(courseId), { videos: [...others, video] });
  return markup(<LessonVideoPanel courseId={courseId} moduleId={video.moduleId} moduleTitle="Intro" />, {
    client,
  });
};

describe('an uploaded lesson in the course editor', () => {
  it('shows its processing percentage with a progress bar', () => {
    const html = render(makeVideo({ state: 'processing', percent: 45 }));
    expect(textOf(html)).toContain('Processing 45 %');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="45"');
  });

  it('shows Ready with the renditions made, and the captions with Remove each', () => {
    const html = render(
      makeVideo({
        captions: [
          { language: 'en', label: 'English' },
          { language: 'hi', label: 'Hindi' },
        ],
      }),
    );
    const text = textOf(html);
    expect(text).toContain('Ready');
    expect(text).toContain('240p · 360p · audio');
    expect(text).toContain('English (en)');
    expect(text).toContain('Remove Hindi captions of Intro');
    expect(text).toContain('Add captions to Intro');
  });

  it('shows a failure with its reason and Retry', () => {
    const html = render(makeVideo({ state: 'failed', reason: 'The file has no video stream' }));
    expect(textOf(html)).toContain('Failed: The file has no video stream');
    expect(textOf(html)).toContain('Retry processing the video of Intro');
    expect(html).toContain('role="alert"');
  });

  it('says when there are no captions yet', () => {
    expect(textOf(render(makeVideo()))).toContain('No captions yet.');
  });

  it('shows nothing for a lesson the list does not have', () => {
    const html = render(makeVideo(), []);
    const other = markup(<LessonVideoPanel courseId="none" moduleId="none" moduleTitle="Intro" />);
    expect(html).not.toBe('');
    expect(other).toBe('');
  });
});
