import { msg } from '@lingui/core/macro';

/** The name of the main navigation, in the bar and the menu. */
export const mainLabel = msg`Main`;
export const openMenuLabel = msg`Open menu`;

/** The navigation bar's public links (spec part 1 §2, Top navigation bar); labels shown with `i18n._`. */
export const primaryLinks = [
  { to: '/courses', label: msg`Courses` },
  { to: '/companies', label: msg`Companies` },
  { to: '/universities', label: msg`Universities` },
] as const;
