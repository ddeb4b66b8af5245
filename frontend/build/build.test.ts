import { describe, expect, it } from 'vitest';
import { cataloguedImports } from './catalogues';
import { languageLinks, siteOrigin } from './prerender';

describe('cataloguedImports', () => {
  it("makes each dynamic import of a module resolve once that module's catalogues are in", () => {
    // Act
    const code = cataloguedImports(
      'const Bell = lazy(() => import(\'./components/notification-bell\'));\nvoid import("../routes/course-detail").catch(() => undefined);',
    );

    // Assert: the same lines, the helper imported at the end
    expect(code).toBe(
      "const Bell = lazy(() => __catalogued(import('./components/notification-bell')));\n" +
        'void __catalogued(import("../routes/course-detail")).catch(() => undefined);\n' +
        "import { catalogued as __catalogued } from 'virtual:catalogue-ready';\n",
    );
  });

  it('leaves types, computed addresses and modules without a dynamic import alone', () => {
    expect(cataloguedImports("type Auth = typeof import('aws-amplify/auth');")).toBeNull();
    expect(cataloguedImports('const load = (name) => import(name);')).toBeNull();
    expect(cataloguedImports("import { a } from './a';")).toBeNull();
  });
});

describe('languageLinks', () => {
  it('names a page canonical in its own language, and every language as an alternate, English the default', () => {
    // Act
    const english = languageLinks('/courses', 'https://academy.example.com');
    const hindi = languageLinks('/hi/courses', 'https://academy.example.com');

    // Assert
    expect(english).toEqual([
      '<link rel="canonical" href="https://academy.example.com/courses">',
      '<link rel="alternate" hreflang="en-IN" href="https://academy.example.com/courses">',
      '<link rel="alternate" hreflang="hi-IN" href="https://academy.example.com/hi/courses">',
      '<link rel="alternate" hreflang="x-default" href="https://academy.example.com/courses">',
    ]);
    expect(hindi[0]).toBe('<link rel="canonical" href="https://academy.example.com/hi/courses">');
    expect(hindi.slice(1)).toEqual(english.slice(1));
  });

  it('writes the home page in Hindi as /hi', () => {
    expect(languageLinks('/hi', 'http://localhost:5173')).toContain(
      '<link rel="alternate" hreflang="hi-IN" href="http://localhost:5173/hi">',
    );
    expect(languageLinks('/', 'http://localhost:5173')[0]).toBe(
      '<link rel="canonical" href="http://localhost:5173/">',
    );
  });
});

describe('siteOrigin', () => {
  it("is the origin of PUBLIC_SITE_URL, else the local dev server's", () => {
    expect(siteOrigin({ PUBLIC_SITE_URL: 'https://academy.example.com/' })).toBe(
      'https://academy.example.com',
    );
    expect(siteOrigin({ PUBLIC_SITE_URL: 'https://d111.cloudfront.net/x' })).toBe(
      'https://d111.cloudfront.net',
    );
    expect(siteOrigin({})).toBe('http://localhost:5173');
  });
});
