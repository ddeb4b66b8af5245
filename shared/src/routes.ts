import type { RouteDef } from './route';
import { defineRoute } from './route';
import { roles } from './roles';
import { LoginBody, RefreshBody, RefreshResponse, RegisterBody, Session } from './schemas/auth';
import { ClientConfig, HealthResponse, OpenApiDocument } from './schemas/meta';
import {
  CreateUserBody,
  ListUsersQuery,
  ListUsersResponse,
  SetUserStatusBody,
  UpdateProfileBody,
  UserIdParams,
  UserResponse,
} from './schemas/users';

/**
 * Every API route, declared once. CDK (one Lambda each), the local gateway, the frontend client,
 * the OpenAPI document and the authorization tests are all derived from this table.
 * A route is declared only when its handler module exists.
 */
export const routes = {
  getHealth: defineRoute({
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    handler: 'meta/get-health',
    access: 'public',
    summary: 'Liveness check',
    tags: ['meta'],
    response: HealthResponse,
  }),
  getOpenApi: defineRoute({
    id: 'getOpenApi',
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'meta/get-openapi',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    tags: ['meta'],
    response: OpenApiDocument,
  }),
  getClientConfig: defineRoute({
    id: 'getClientConfig',
    method: 'GET',
    path: '/api/config',
    handler: 'meta/get-client-config',
    access: 'public',
    summary: 'Public settings the web app needs at run time (user pool ids)',
    tags: ['meta'],
    response: ClientConfig,
  }),
  register: defineRoute({
    id: 'register',
    method: 'POST',
    path: '/api/auth/register',
    handler: 'auth/register',
    access: 'public',
    summary: 'Create a student account and sign in',
    tags: ['auth'],
    body: RegisterBody,
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
  updateProfile: defineRoute({
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/users/profile',
    handler: 'users/update-profile',
    access: roles,
    summary: 'Update the signed-in user’s name and profile (email cannot change)',
    tags: ['users'],
    body: UpdateProfileBody,
    response: UserResponse,
  }),
  createUser: defineRoute({
    id: 'createUser',
    method: 'POST',
    path: '/api/users',
    handler: 'users/create-user',
    access: ['admin'],
    summary: 'Create an instructor or admin account',
    tags: ['users'],
    body: CreateUserBody,
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
    response: UserResponse,
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const routeList: readonly RouteDef[] = Object.values(routes);
