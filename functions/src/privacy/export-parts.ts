import { exportData as assignments } from '../assignments/service';
import { exportData as certificates } from '../certificates/index';
import { exportData as chats } from '../chats/service';
import { exportData as coupons } from '../coupons/service';
import { exportData as enrollments } from '../enrollments/service';
import { exportData as forums } from '../forums/service';
import type { ExportData } from '../lib/personal-data';
import { exportData as liveSessions } from '../live-sessions/service';
import { exportData as notifications } from '../notifications/service';
import { exportData as payments } from '../payments/service';
import { exportData as support } from '../support/service';
import { exportData as users } from '../users/service';
import { exportData as privacy } from './export-data';

/**
 * Every feature's part of a data export (issue 41, docs/privacy.md), by the folder it is written under in the
 * archive (`<feature>/<name>.json`). A feature that keeps something about a person adds its line here.
 * Certificates' part comes through its index.ts: its service carries the PDF writer, which this bundle needs not.
 */
export const exportParts: Readonly<Record<string, ExportData>> = {
  users,
  enrollments,
  assignments,
  forums,
  chats,
  support,
  notifications,
  payments,
  coupons,
  certificates,
  'live-sessions': liveSessions,
  privacy,
};
