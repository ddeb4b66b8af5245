/**
 * The composition of the one route wrapper (lib/http.ts) with the users feature's account lookup: lib knows no
 * feature, so it is given the function that loads the caller's account. Every route handler imports
 * `httpHandler` from here. Outside lib and outside every feature (functions/test/boundaries.test.ts).
 */

import type { RouteDef } from '@academy/shared';
import { type Caller as CallerOf, type HandlerInput as HandlerInputOf, makeHttpHandler } from './lib/http';
import { getUserRecord, type UserRecord } from './users/service';

export const httpHandler = makeHttpHandler({ loadAccount: getUserRecord });

/** The signed-in, active user making the call, with their stored account. */
export type Caller = CallerOf<UserRecord>;

export type HandlerInput<R extends RouteDef> = HandlerInputOf<R, UserRecord>;
