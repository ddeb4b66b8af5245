import { describe, expect, it } from 'vitest';
import { previewOf, totalMinutesOf } from './preview';

const module = (order: number, extra: { videoUrl?: string; hasUploadedVideo?: boolean } = {}) => ({
  order,
  title: `Module ${order}`,
  hasUploadedVideo: false,
  ...extra,
});

describe('previewOf', () => {
  it("gives the first module's video address, by order", () => {
    const modules = [
      module(2, { videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk' }),
      module(1, { videoUrl: '/media/sample-lesson.mp4' }),
    ];
    expect(previewOf(modules)).toEqual({
      kind: 'external',
      url: '/media/sample-lesson.mp4',
      moduleTitle: 'Module 1',
    });
  });

  it("gives the first module's uploaded video, ahead of an address", () => {
    const modules = [
      module(1, { videoUrl: 'https://vimeo.com/76979871', hasUploadedVideo: true }),
      module(2),
    ];
    expect(previewOf(modules)).toEqual({ kind: 'uploaded', moduleTitle: 'Module 1' });
  });

  it('gives null when the first module has no video, even if a later one has', () => {
    expect(previewOf([module(1), module(2, { videoUrl: 'https://vimeo.com/76979871' })])).toBeNull();
    expect(previewOf([module(1), module(2, { hasUploadedVideo: true })])).toBeNull();
    expect(previewOf([module(1, { videoUrl: '  ' })])).toBeNull();
  });

  it('gives null for a course without modules', () => {
    expect(previewOf([])).toBeNull();
  });
});

describe('totalMinutesOf', () => {
  it('adds the module durations', () => {
    expect(totalMinutesOf([{ duration: 18 }, { duration: 35 }])).toBe(53);
    expect(totalMinutesOf([])).toBe(0);
  });
});
