import { ForumCategory, ReplyBody } from '@academy/shared/features/forums/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Whether a reply may be sent: the shared schema's rule (non-blank after trimming, within the limit). */
export const replyReady = (content: string): boolean => ReplyBody.safeParse({ content }).success;

/** Each category's name; show it with `i18n._(…)`. */
export const categoryLabels: Record<ForumCategory, MessageDescriptor> = {
  general: msg`General`,
  assignment: msg`Assignment`,
  technical: msg`Technical`,
  announcement: msg`Announcement`,
};

/** A course's empty list under one category. */
export const noPostsIn: Record<ForumCategory, MessageDescriptor> = {
  general: msg`This course has no general discussions.`,
  assignment: msg`This course has no assignment discussions.`,
  technical: msg`This course has no technical discussions.`,
  announcement: msg`This course has no announcement discussions.`,
};

/** A category from the address (?category=), or null for all of them. */
export function parseCategory(value: string | null): ForumCategory | null {
  const parsed = ForumCategory.safeParse(value);
  return parsed.success ? parsed.data : null;
}
