/**
 * Where a notification takes each role, and its type's word: the place is shared with the mails the server sends
 * (shared/src/features/notifications/target.ts), so a mail's button opens the page the bell would; the word is
 * said in the page's language (the server's catalogue says it in mails).
 */
import type { NotificationType } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';

export { notificationTarget } from '@academy/shared/features/notifications/target';

const typeLabels: Record<NotificationType, MessageDescriptor> = {
  chat: msg({ message: 'Chat', context: 'notification type' }),
  support: msg({ message: 'Support', context: 'notification type' }),
  forum: msg({ message: 'Forum', context: 'notification type' }),
  discussion: msg({ message: 'Discussion', context: 'notification type' }),
  assignment: msg({ message: 'Assignment', context: 'notification type' }),
  enrollment: msg({ message: 'Enrolment', context: 'notification type' }),
  'live-session': msg({ message: 'Live session', context: 'notification type' }),
  account: msg({ message: 'Account', context: 'notification type' }),
};

/** The type as a word for a badge ("Live session"), in the language being rendered. */
export const notificationTypeLabel = (type: NotificationType): string => i18n._(typeLabels[type]);
