import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the npm workspace root holding package-lock.json). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The source file of a handler module named as in the route table (`users/list-users`). */
export const handlerEntry = (handlerModule: string): string =>
  path.join(repoRoot, 'functions', 'src', `${handlerModule}.ts`);

/** The SPA build output; present only after `npm run build -w frontend`. */
export const frontendDist = path.join(repoRoot, 'frontend', 'dist');

/**
 * The script a prerendered page carries inline to start the app once it has painted
 * (frontend/build/prerender.ts inlines it verbatim; the CSP allows it by its hash).
 */
export const startAfterPaintScript = path.join(repoRoot, 'frontend', 'build', 'start-after-paint.js');

/** `getHealth` → `GetHealth`: construct ids derived from the stable route and schedule ids. */
export const pascal = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
