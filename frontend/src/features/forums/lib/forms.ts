import { ForumCategory, ReplyBody } from '@academy/shared/features/forums/schemas';

/** Whether a reply may be sent: the shared schema's rule (non-blank after trimming, within the limit). */
export const replyReady = (content: string): boolean => ReplyBody.safeParse({ content }).success;

export const categoryLabels: Record<ForumCategory, string> = {
  general: 'General',
  assignment: 'Assignment',
  technical: 'Technical',
  announcement: 'Announcement',
};

/** A category from the address (?category=), or null for all of them. */
export function parseCategory(value: string | null): ForumCategory | null {
  const parsed = ForumCategory.safeParse(value);
  return parsed.success ? parsed.data : null;
}
