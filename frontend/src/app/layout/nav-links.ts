/** The navigation bar's public links (spec part 1 §2, Top navigation bar). */
export const primaryLinks = [
  { to: '/courses', label: 'Courses' },
  { to: '/companies', label: 'Companies' },
  { to: '/universities', label: 'Universities' },
] as const;
