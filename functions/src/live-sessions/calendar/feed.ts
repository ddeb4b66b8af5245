import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedResponse } from '@academy/shared';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { deleteFeed, type FeedRecord, getOwnFeed, putFeed } from './repository';

/** 32 random bytes, base64url: 43 characters, 256 bits; the only credential of the feed address. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A replace or stop that lost to a concurrent one of the same student is read and tried again this often. */
const ATTEMPTS = 3;

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token in a feed address's last segment (calendar apps like a `.ics` ending; both forms work). */
export function tokenOf(segment: string): string | undefined {
  const token = segment.endsWith('.ics') ? segment.slice(0, -4) : segment;
  return TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * Where the web app is served, which also serves /api/* (CloudFront; vite's proxy locally): PUBLIC_SITE_URL, as
 * certificates' verify links. Without it, the address the request came to (behind API Gateway, its
 * x-forwarded-proto and host).
 */
function siteOrigin(headers: Record<string, string | undefined>): string {
  const configured = env().PUBLIC_SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const proto = headers['x-forwarded-proto']?.split(',')[0]?.trim() || 'https';
  return `${proto}://${headers.host ?? 'localhost'}`;
}

const feedUrl = (token: string, headers: Record<string, string | undefined>) =>
  `${siteOrigin(headers)}/api/calendar/${token}`;

const none: CalendarFeedResponse = { url: null, createdAt: null };

const toResponse = (feed: FeedRecord | undefined, headers: Record<string, string | undefined>) =>
  feed ? { url: feedUrl(feed.token, headers), createdAt: feed.createdAt } : none;

/** The student's feed address, or nulls. */
export async function ownFeed(userId: string, headers: Record<string, string | undefined>) {
  return toResponse(await getOwnFeed(userId), headers);
}

/** A new address for the student; the old one, if any, stops in the same transaction. */
export async function replaceFeed(userId: string, headers: Record<string, string | undefined>) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const previous = await getOwnFeed(userId);
    const token = newToken();
    const next = { token, tokenHash: hashToken(token), createdAt: new Date().toISOString() };
    if (await putFeed(userId, next, previous)) return toResponse(next, headers);
  }
  throw new ConflictError(/*i18n*/ 'Your calendar feed changed at the same time. Please try again.');
}

/** The student's address stops working; nothing to do when they have none. */
export async function stopFeed(userId: string) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const previous = await getOwnFeed(userId);
    if (!previous || (await deleteFeed(userId, previous))) return none;
  }
  throw new ConflictError(/*i18n*/ 'Your calendar feed changed at the same time. Please try again.');
}
