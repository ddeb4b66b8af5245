import type { Role } from '@academy/shared';

export interface UserFilters {
  search?: string;
  role?: Role;
}

/** Every users query starts with this key, so one invalidation refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters) => [...userKeys.all, 'list', filters] as const,
};
