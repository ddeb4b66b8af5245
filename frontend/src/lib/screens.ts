import type { AppPath } from './route-access';

/**
 * One screen of the app: a path of the route-access table and its module, `<feature>/routes/<screen>` under
 * `frontend/src/features`. Each feature lists its screens in `features/<feature>/screens.ts`; the router
 * (app/router.tsx) loads each module lazily, as a chunk of its own, behind the guard its path has.
 */
export interface Screen {
  path: AppPath;
  module: `${string}/routes/${string}`;
}
