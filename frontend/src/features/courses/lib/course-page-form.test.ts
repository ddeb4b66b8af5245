import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../testing/form-errors';
import {
  CoursePageForm,
  type CoursePageFormValues,
  changedSections,
  emptyPageSections,
  formPathOf,
  isBlankProfile,
} from './course-page-form';

const empty: CoursePageFormValues = { ...emptyPageSections(), requirements: [], learningOutcomes: [] };

const errorsOf = fieldErrorsOf(CoursePageForm);

describe('course page form', () => {
  it('hands the rows on as the API takes them, blank optional inputs left out', () => {
    // Arrange
    const values: CoursePageFormValues = {
      ...empty,
      tools: [{ name: 'Docker', category: '', icon: '' }],
      testimonials: [{ name: 'Kavya', role: '  ', quote: 'Good.' }],
      companies: [{ text: 'Zoho' }],
      requirements: [{ text: 'A laptop' }],
      instructorProfile: {
        ...empty.instructorProfile,
        bio: 'Line one\r\nLine two',
        achievements: [{ text: 'Speaker' }],
        socials: { linkedin: 'https://in.linkedin.com/in/x', twitter: '', website: '' },
      },
    };

    // Act
    const out = CoursePageForm.parse(values);

    // Assert
    expect(out.tools).toEqual([{ name: 'Docker' }]);
    expect(out.testimonials).toEqual([{ name: 'Kavya', quote: 'Good.' }]);
    expect(out.companies).toEqual(['Zoho']);
    expect(out.requirements).toEqual(['A laptop']);
    expect(out.instructorProfile).toEqual({
      bio: 'Line one\nLine two',
      achievements: ['Speaker'],
      socials: { linkedin: 'https://in.linkedin.com/in/x' },
    });
    expect(isBlankProfile(out.instructorProfile)).toBe(false);
    expect(isBlankProfile(CoursePageForm.parse(empty).instructorProfile)).toBe(true);
  });

  it('puts each refusal on the row input it is about, and a list’s own on the list', () => {
    const errors = errorsOf({
      ...empty,
      highlights: [{ title: '', desc: 'x' }],
      companies: [{ text: 'Zoho' }, { text: 'zoho' }],
      faqs: [{ question: 'Q', answer: 'A\u0007' }],
      instructorProfile: {
        ...empty.instructorProfile,
        avatar: 'http://example.com/a.jpg',
        socials: { linkedin: 'https://example.com/in/x', twitter: '', website: 'javascript:alert(1)' },
      },
    });
    expect(errors).toEqual({
      'highlights.0.title': 'Highlight title is required',
      companies: 'Companies: each one once',
      'faqs.0.answer': 'Answer cannot contain control or direction-changing characters',
      'instructorProfile.avatar': 'Photo must be an https address',
      'instructorProfile.socials.linkedin': 'LinkedIn must be a linkedin.com address',
      'instructorProfile.socials.website': 'Website must be a web address (http or https)',
    });
  });

  it('knows which sections changed, and where the API’s path of a text row is in the form', () => {
    const now = { ...empty, faqs: [{ question: 'Q', answer: 'A' }] };
    expect(changedSections(empty, now, ['faqs', 'highlights'])).toEqual(['faqs']);
    expect(formPathOf('companies.2')).toBe('companies.2.text');
    expect(formPathOf('instructorProfile.achievements.0')).toBe('instructorProfile.achievements.0.text');
    expect(formPathOf('highlights.0.title')).toBe('highlights.0.title');
  });
});
