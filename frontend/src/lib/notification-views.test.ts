import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshNotificationViews, SHOWS_NOTIFICATIONS } from './notification-views';

describe('refreshNotificationViews', () => {
  it('marks stale exactly the queries that show notifications, whatever their keys', async () => {
    // Arrange
    const client = new QueryClient();
    const fetchShown = () => Promise.resolve({ badges: 3 });
    await client.prefetchQuery({
      queryKey: ['dashboard', 'student'],
      queryFn: fetchShown,
      meta: SHOWS_NOTIFICATIONS,
    });
    await client.prefetchQuery({ queryKey: ['courses', 'list'], queryFn: () => Promise.resolve([]) });

    // Act
    await refreshNotificationViews(client);

    // Assert
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: ['dashboard', 'student'] })?.state.isInvalidated).toBe(true);
    expect(cache.find({ queryKey: ['courses', 'list'] })?.state.isInvalidated).toBe(false);
  });
});
