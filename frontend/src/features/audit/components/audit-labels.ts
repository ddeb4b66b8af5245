import type { AuditAction, AuditTargetType } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each action as the log names it. */
export const actionLabels: Record<AuditAction, MessageDescriptor> = {
  'user.create': msg`User created`,
  'user.activate': msg`User activated`,
  'user.deactivate': msg`User deactivated`,
  'user.erase': msg`Account erased`,
  'course.delete': msg`Course deleted`,
  'course.publish': msg`Course published`,
  'course.unpublish': msg`Course unpublished`,
  'ticket.status': msg`Ticket status changed`,
  'ticket.assign': msg`Ticket assigned`,
  'payment.refund': msg`Refund decided`,
  'submission.grade': msg`Submission graded`,
};

/** What an entry is about. */
export const targetLabels: Record<AuditTargetType, MessageDescriptor> = {
  user: msg`User`,
  course: msg({ message: 'Course', context: 'audit target' }),
  ticket: msg`Ticket`,
  payment: msg`Payment`,
  submission: msg`Submission`,
};
