/**
 * The kit of the signed-in screens (page shell, lists, forms, dialogs), kept out of the first load of `/`: these
 * files of components/ui, and any named `kit-*` there (vite.config.ts's `ui-kit` chunk).
 */
const kit =
  '(card-grid|confirm-dialog|data-table|form|item-card|kit|kit-[a-z0-9-]+|list|page|segmented|stat-tiles)\\.(ts|tsx|module\\.css)$';
export const signedInKit = new RegExp(`[\\\\/]components[\\\\/]ui[\\\\/]${kit}`);
/** The shared components and helpers every screen uses, in the first load (`app-shared`), but for that kit. */
export const appShared = new RegExp(
  `[\\\\/]frontend[\\\\/]src[\\\\/](components|lib)[\\\\/](?!ui[\\\\/]${kit})`,
);
