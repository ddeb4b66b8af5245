import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, routes } from '../src';
import { endpointsSource } from '../src/endpoints-source';

describe('endpoints (the route table without schemas, for the web client)', () => {
  it('has the id, method, path and access of every route, and nothing else', () => {
    const expected = Object.fromEntries(
      Object.values(routes).map(({ id, method, path, access }) => [id, { id, method, path, access }]),
    );
    expect(endpoints).toEqual(expected);
  });

  it('is the file `npm run gen:endpoints` writes (run it after changing routes.ts)', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/endpoints.ts');
    // Formatting aside: whitespace and the trailing commas the formatter adds.
    const normalise = (text: string) => text.replace(/\s+/g, '').replace(/,(?=[}\]])/g, '');
    expect(normalise(readFileSync(file, 'utf8'))).toBe(normalise(endpointsSource()));
  });

  it('loads no schema library', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/endpoints.ts');
    const imports = [...readFileSync(file, 'utf8').matchAll(/^import (?!type ).*$/gm)];
    expect(imports).toEqual([]);
  });
});
