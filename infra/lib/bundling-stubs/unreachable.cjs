'use strict';
/**
 * Stands in for a package that the bundles import but never run (see `stubbedModules` in ../bundling.ts).
 * Loading it does nothing; calling or constructing it throws, so a path that does reach it fails loudly
 * instead of quietly doing something else. `instanceof` against it is false, as for a class never used.
 */
module.exports = function leftOutOfTheBundle() {
  throw new Error(
    'A package stubbed out of this Lambda bundle was used (infra/lib/bundling.ts, stubbedModules)',
  );
};
