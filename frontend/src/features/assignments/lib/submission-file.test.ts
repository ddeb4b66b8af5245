import { MAX_SUBMISSION_FILE_BYTES } from '@academy/shared/limits';
import { describe, expect, it } from 'vitest';
import { submissionFileProblem, submissionFileTypeOf } from './submission-file';

describe('the file attached to a submission', () => {
  it('takes the browser’s type when allowed, else the extension’s', () => {
    expect(submissionFileTypeOf({ name: 'report.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(submissionFileTypeOf({ name: 'code.zip', type: 'application/x-zip-compressed' })).toBe(
      'application/zip',
    );
    expect(submissionFileTypeOf({ name: 'Slides.PPTX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(submissionFileTypeOf({ name: 'photo.jpeg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(submissionFileTypeOf({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeNull();
    expect(submissionFileTypeOf({ name: 'page.html', type: 'text/html' })).toBeNull();
    expect(submissionFileTypeOf({ name: 'drawing.svg', type: 'image/svg+xml' })).toBeNull();
  });

  it('names the problem with a file before anything is sent', () => {
    expect(submissionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(submissionFileProblem({ name: 'a.exe', type: '', size: 10 })).toMatch(/cannot be attached/);
    expect(submissionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      'The file is empty.',
    );
    expect(
      submissionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_SUBMISSION_FILE_BYTES + 1 }),
    ).toBe('This file is 25.0 MB; files can be at most 25 MB.');
    expect(
      submissionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_SUBMISSION_FILE_BYTES }),
    ).toBeNull();
  });
});
