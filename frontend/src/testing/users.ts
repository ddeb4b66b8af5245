import type { User } from '@academy/shared';

/** The signed-in person of the tests: Kavya Rao, an instructor with an empty profile, but for `overrides`. */
export const testUser = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    name: 'Kavya Rao',
    email: 'kavya@test.academy',
    role: 'instructor',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    profile: {},
    ...overrides,
  }) as User;
