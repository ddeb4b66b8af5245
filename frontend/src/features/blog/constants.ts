/** The blog's own constants (the page size, likes and comment count are in lib/constants). */

/** The five categories (spec part 2 §2), in the order the filter shows them after "All". */
export const BLOG_CATEGORIES = [
  'Web Development',
  'Programming',
  'Data Science',
  'Design',
  'Career',
] as const;

/** The filter's "no category" choice. */
export const ALL_CATEGORIES = 'All';

/** Intrinsic size of the bundled article art (16:9), given to every <img> so nothing shifts as it loads. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 675;

/** How many other articles the article screen suggests at its end. */
export const BLOG_RELATED_COUNT = 3;
