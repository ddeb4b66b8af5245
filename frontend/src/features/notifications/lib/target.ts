/**
 * Where a notification takes each role, and its type's word: shared with the mails the server sends
 * (shared/src/features/notifications/target.ts), so a mail's button opens the page the bell would.
 */
export {
  notificationTarget,
  notificationTypeLabel,
} from '@academy/shared/features/notifications/target';
