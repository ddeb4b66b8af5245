import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../testing/form-errors';
import { CourseFormSchema, changedFields, emptyCourseForm, splitList, toUpdateBody } from './course-form';

const valid = {
  ...emptyCourseForm,
  title: 'React from Scratch',
  description: 'Components, hooks and state.',
  instructor: '01JABCDEF0123456789ABCDEFG',
  category: 'Web Development',
  price: 4999,
};

const errorsOf = fieldErrorsOf(CourseFormSchema);

describe('splitList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitList(' react, hooks , ,web ')).toEqual(['react', 'hooks', 'web']);
    expect(splitList('')).toEqual([]);
  });
});

describe('course form', () => {
  it('accepts a complete form and hands the lists on split', () => {
    // Arrange
    const values = { ...valid, tags: 'react, web', learningOutcomes: 'Build an app,  Deploy it' };

    // Act
    const result = CourseFormSchema.parse(values);

    // Assert
    expect(result.tags).toEqual(['react', 'web']);
    expect(result.learningOutcomes).toEqual(['Build an app', 'Deploy it']);
    expect(result.requirements).toEqual([]);
    expect(result.level).toBe('beginner');
    expect(result.isPublished).toBe(false);
  });

  it('requires title, description, instructor, category and a price (spec part 2 §5)', () => {
    const errors = errorsOf(emptyCourseForm);

    expect(errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      instructor: 'Choose an instructor',
      category: 'Choose a category',
      price: 'Price is required',
    });
  });

  it('refuses a negative or fractional price and allows 0 (free)', () => {
    expect(errorsOf({ ...valid, price: -1 })).toEqual({ price: 'Price cannot be negative' });
    expect(errorsOf({ ...valid, price: 10.5 })).toEqual({ price: 'Price must be in whole rupees' });
    expect(errorsOf({ ...valid, price: 0 })).toEqual({});
  });

  it('takes a thumbnail URL or a site path, nothing else', () => {
    expect(errorsOf({ ...valid, thumbnail: 'https://cdn.example.in/a.png' })).toEqual({});
    expect(errorsOf({ ...valid, thumbnail: '/course-art/web.svg' })).toEqual({});
    expect(errorsOf({ ...valid, thumbnail: 'not a url' })).toEqual({
      thumbnail: 'Thumbnail must be a URL or a path',
    });
  });

  it('reports an over-long list entry on the field itself', () => {
    expect(errorsOf({ ...valid, tags: `ok, ${'x'.repeat(301)}` })).toEqual({
      tags: 'Tags: each entry is at most 300 characters',
    });
  });

  it('an update sends only the changed fields, never the instructor', () => {
    // Arrange
    const start = { ...valid, requirements: 'Networking basics: IP addresses, ports and DNS' };
    const now = { ...start, title: 'React, Properly', price: 5999, instructor: 'SOMEONEELSE' };

    // Act
    const changed = changedFields(start, now);
    const body = toUpdateBody(CourseFormSchema.parse(now), changed);

    // Assert
    expect(changed).toEqual(['title', 'instructor', 'price']);
    expect(body).toEqual({ title: 'React, Properly', price: 5999 });
  });
});
