import { roles } from '../../roles';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  CreateUserBody,
  ListUsersQuery,
  ListUsersResponse,
  SetUserStatusBody,
  UpdateProfileBody,
  UserIdParams,
  UserResponse,
} from './schemas';

/** The users feature's API routes (composed into the one table in shared/src/routes.ts). */
export const usersRoutes = {
  updateProfile: defineRoute({
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/users/profile',
    handler: 'users/update-profile',
    access: roles,
    summary: 'Update the signed-in user’s name and profile (email cannot change)',
    tags: ['users'],
    body: UpdateProfileBody,
    grants: ['table:write'],
    response: UserResponse,
  }),
  createUser: defineRoute({
    id: 'createUser',
    method: 'POST',
    path: '/api/users',
    handler: 'users/create-user',
    access: ['admin'],
    summary: 'Create a student, instructor or admin account (student when no role is given)',
    tags: ['users'],
    body: CreateUserBody,
    grants: ['table:write', 'userpool:admin'],
    response: UserResponse,
    successStatus: 201,
  }),
  listUsers: defineRoute({
    id: 'listUsers',
    method: 'GET',
    path: '/api/users',
    handler: 'users/list-users',
    access: ['admin'],
    summary: 'List users, newest first, with search and role filter',
    tags: ['users'],
    query: ListUsersQuery,
    response: ListUsersResponse,
  }),
  setUserStatus: defineRoute({
    id: 'setUserStatus',
    method: 'PUT',
    path: '/api/users/{id}/status',
    handler: 'users/set-user-status',
    access: ['admin'],
    summary: 'Activate or deactivate a user',
    tags: ['users'],
    params: UserIdParams,
    body: SetUserStatusBody,
    grants: ['table:write', 'userpool:admin'],
    response: UserResponse,
  }),
} as const satisfies Record<string, RouteDef>;
