import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryFilter } from '../lib/list-query';

/** What each category filter is called on screen (the address keeps its English value). */
export const categoryLabel: Record<CategoryFilter, MessageDescriptor> = {
  All: msg`All`,
  'Web Development': msg`Web Development`,
  Programming: msg`Programming`,
  'Data Science': msg`Data Science`,
  Design: msg`Design`,
  Career: msg`Career`,
};
