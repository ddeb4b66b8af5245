/** Catalogue constants without schemas, so the web client can use them without loading zod. */

/** The six catalogue categories (spec part 1 §3: five in use plus Cyber Security in the full catalogue). */
export const categories = [
  'Web Development',
  'Data Science',
  'Mobile Development',
  'DevOps',
  'AI/ML',
  'Cyber Security',
] as const;

export const levels = ['beginner', 'intermediate', 'advanced'] as const;
