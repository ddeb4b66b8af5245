import { describe, expect, it } from 'vitest';
import { previewVideoOf, totalMinutesOf } from './preview';

describe('previewVideoOf', () => {
  it("gives the first module's video, by order", () => {
    const modules = [
      { order: 2, videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk' },
      { order: 1, videoUrl: '/media/sample-lesson.mp4' },
    ];
    expect(previewVideoOf(modules)).toBe('/media/sample-lesson.mp4');
  });

  it('gives null when the first module has no video, even if a later one has', () => {
    expect(previewVideoOf([{ order: 1 }, { order: 2, videoUrl: 'https://vimeo.com/76979871' }])).toBeNull();
    expect(previewVideoOf([{ order: 1, videoUrl: '  ' }])).toBeNull();
  });

  it('gives null for a course without modules', () => {
    expect(previewVideoOf([])).toBeNull();
  });
});

describe('totalMinutesOf', () => {
  it('adds the module durations', () => {
    expect(totalMinutesOf([{ duration: 18 }, { duration: 35 }])).toBe(53);
    expect(totalMinutesOf([])).toBe(0);
  });
});
