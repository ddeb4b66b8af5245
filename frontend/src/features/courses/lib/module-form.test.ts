import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../testing/form-errors';
import { ModuleForm, moduleDraft } from './module-form';

const errorsOf = fieldErrorsOf(ModuleForm);

const valid = { ...moduleDraft(), title: 'Variables', duration: 12 };

describe('module form (spec part 2 §5, §9)', () => {
  it('starts from the draft: order 1, duration 0', () => {
    expect(moduleDraft()).toMatchObject({ order: 1, duration: 0, videoUrl: '', resources: [] });
  });

  it('accepts a module with or without a video URL', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, videoUrl: 'https://vimeo.com/76979871' })).toEqual({});
  });

  it('requires a title and refuses a video address that is not a URL', () => {
    expect(errorsOf({ ...valid, title: '  ', videoUrl: 'my video' })).toEqual({
      title: 'Title is required',
      videoUrl: 'Must be a URL (http or https)',
    });
  });

  it('wants duration and order of at least 1, as numbers', () => {
    expect(errorsOf({ ...valid, duration: 0, order: 0 })).toEqual({
      duration: 'Duration must be at least 1 minute',
      order: 'Order must be at least 1',
    });
    expect(errorsOf({ ...valid, duration: Number.NaN })).toEqual({ duration: 'Duration must be a number' });
  });

  it('checks each resource row', () => {
    const errors = errorsOf({ ...valid, resources: [{ title: '', url: 'slides' }] });

    expect(errors).toEqual({
      'resources.0.title': 'Resource title is required',
      'resources.0.url': 'Must be a URL (http or https)',
    });
  });
});
