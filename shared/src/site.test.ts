import { describe, expect, it } from 'vitest';
import { COURSE_SHELL, htmlFileFor, prerenderedPaths, SPA_SHELL } from './site';

describe('htmlFileFor', () => {
  it('serves the home page and every prerendered page its own file, with or without a trailing slash', () => {
    expect(htmlFileFor('/')).toBe('/index.html');
    for (const path of prerenderedPaths.filter((p) => p !== '/')) {
      expect(htmlFileFor(path)).toBe(`${path}.html`);
      expect(htmlFileFor(`${path}/`)).toBe(`${path}.html`);
    }
  });

  it('serves a course page the course shell', () => {
    expect(htmlFileFor('/courses/01KDVDNA00DKZQ0XD2H8ZYTRDC')).toBe(COURSE_SHELL);
    expect(htmlFileFor('/courses/01KDVDNA00DKZQ0XD2H8ZYTRDC/')).toBe(COURSE_SHELL);
    expect(htmlFileFor('/courses/a/b')).toBe(SPA_SHELL);
  });

  it('serves every other route the shell, including pages below a prerendered one', () => {
    expect(htmlFileFor('/blog/1')).toBe(SPA_SHELL);
    expect(htmlFileFor('/student/dashboard')).toBe(SPA_SHELL);
    expect(htmlFileFor('/no-such-page')).toBe(SPA_SHELL);
  });

  it('leaves files alone', () => {
    expect(htmlFileFor('/assets/index-abc.js')).toBeNull();
    expect(htmlFileFor('/favicon.svg')).toBeNull();
    expect(htmlFileFor('/index.html')).toBeNull();
    expect(htmlFileFor('/hi/index.html')).toBeNull();
    expect(htmlFileFor('/hi/courses.html')).toBeNull();
  });

  it('serves a Hindi address (/hi, /hi/…) its Hindi file under hi/, with the same rules', () => {
    expect(htmlFileFor('/hi')).toBe('/hi/index.html');
    expect(htmlFileFor('/hi/')).toBe('/hi/index.html');
    for (const path of prerenderedPaths.filter((p) => p !== '/')) {
      expect(htmlFileFor(`/hi${path}`)).toBe(`/hi${path}.html`);
      expect(htmlFileFor(`/hi${path}/`)).toBe(`/hi${path}.html`);
    }
    expect(htmlFileFor('/hi/courses/01KDVDNA00DKZQ0XD2H8ZYTRDC')).toBe(`/hi${COURSE_SHELL}`);
    expect(htmlFileFor('/hi/courses/a/b')).toBe(`/hi${SPA_SHELL}`);
    expect(htmlFileFor('/hi/student/dashboard')).toBe(`/hi${SPA_SHELL}`);
  });

  it('takes only a whole first segment for a language: /history and /hindi are English', () => {
    expect(htmlFileFor('/history')).toBe(SPA_SHELL);
    expect(htmlFileFor('/hindi/courses')).toBe(SPA_SHELL);
    expect(htmlFileFor('/en/courses')).toBe(SPA_SHELL);
  });
});
