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
  });
});
