import type { ConsentRecord, DataExport } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '../../../components/ui';

/** An export's status as a badge: its word and tone. */
export const exportStatusBadge: Record<DataExport['status'], { label: MessageDescriptor; tone: BadgeTone }> =
  {
    preparing: { label: msg`Preparing`, tone: 'amber' },
    ready: { label: msg`Ready`, tone: 'green' },
    failed: { label: msg`Failed`, tone: 'red' },
    expired: { label: msg`Expired`, tone: 'neutral' },
  };

/** What one consent record says, given or withdrawn. */
export const consentKindLabel: Record<
  ConsentRecord['kind'],
  { granted: MessageDescriptor; withdrawn: MessageDescriptor }
> = {
  notice: { granted: msg`Agreed to the privacy notice`, withdrawn: msg`Privacy notice not agreed` },
  watchAnalytics: {
    granted: msg`Watch-time analytics turned on`,
    withdrawn: msg`Watch-time analytics turned off`,
  },
  guardian: {
    granted: msg`A parent or guardian consented`,
    withdrawn: msg`A parent or guardian withdrew consent`,
  },
};
