import { roles } from '../../roles';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { UserResponse } from '../users/schemas';
import { LoginBody, RefreshBody, RefreshResponse, RegisterBody, Session } from './schemas';

/** The auth feature's API routes (composed into the one table in shared/src/routes.ts). */
export const authRoutes = {
  register: defineRoute({
    id: 'register',
    method: 'POST',
    path: '/api/auth/register',
    handler: 'auth/register',
    access: 'public',
    summary: 'Create a student account and sign in',
    tags: ['auth'],
    body: RegisterBody,
    grants: ['table:write', 'userpool:admin'],
    response: Session,
    successStatus: 201,
  }),
  login: defineRoute({
    id: 'login',
    method: 'POST',
    path: '/api/auth/login',
    handler: 'auth/login',
    access: 'public',
    summary: 'Sign in with email and password',
    tags: ['auth'],
    body: LoginBody,
    grants: ['table:read'],
    response: Session,
  }),
  refreshToken: defineRoute({
    id: 'refreshToken',
    method: 'POST',
    path: '/api/auth/refresh',
    handler: 'auth/refresh-token',
    access: 'public',
    summary: 'Exchange a refresh token for a new bearer token',
    tags: ['auth'],
    body: RefreshBody,
    grants: ['table:read'],
    response: RefreshResponse,
  }),
  getMe: defineRoute({
    id: 'getMe',
    method: 'GET',
    path: '/api/auth/me',
    handler: 'auth/get-me',
    access: roles,
    summary: 'The signed-in user',
    tags: ['auth'],
    response: UserResponse,
  }),
} as const satisfies Record<string, RouteDef>;
