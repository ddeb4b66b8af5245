import type { RefundStatus } from '@academy/shared/features/payments/schemas';

/** Every payments query starts with this key, so one invalidation refreshes them all. */
export const paymentKeys = {
  all: ['payments'] as const,
  purchases: () => [...paymentKeys.all, 'purchases'] as const,
  refunds: (status?: RefundStatus) =>
    status ? ([...paymentKeys.all, 'refunds', status] as const) : ([...paymentKeys.all, 'refunds'] as const),
};
