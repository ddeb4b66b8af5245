import type { BadgeTone } from '../../../components/ui';
import type { BlogCategory } from '../lib/types';

/** One badge colour per category, so a category reads the same on the list and the article. */
export const categoryTone: Record<BlogCategory, BadgeTone> = {
  'Web Development': 'blue',
  Programming: 'purple',
  'Data Science': 'green',
  Design: 'red',
  Career: 'amber',
};
