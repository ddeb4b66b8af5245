import { environmentManager, focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_REFRESH_MS } from '../../../lib/constants';
import { unreadCountQueryOptions } from './get-unread-count';

/**
 * The bell's refresh as TanStack Query runs it with these options: every 30 s while the tab is visible,
 * nothing while it is hidden, and at once when it shows again. `focusManager.setFocused` stands in for
 * the page's visibilitychange events; Node is told it is a browser, or no timer would run at all.
 */
describe('unread count refresh', () => {
  let client: QueryClient;
  let unsubscribe: () => void;
  const fetches = vi.fn(async () => ({ total: 1, byType: {} }));

  beforeEach(async () => {
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    fetches.mockClear();
    client = new QueryClient();
    client.mount(); // as QueryClientProvider does: the client now hears focus (visibility) changes
    const observer = new QueryObserver(client, { ...unreadCountQueryOptions(), queryFn: fetches } as never);
    unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
  });

  afterEach(() => {
    unsubscribe();
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.useRealTimers();
  });

  it('asks again every 30 s while the tab is visible', async () => {
    expect(fetches).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_REFRESH_MS - 1);
    expect(fetches).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_REFRESH_MS);
    expect(fetches).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and asks at once when it shows again', async () => {
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(5 * NOTIFICATION_REFRESH_MS);
    expect(fetches).toHaveBeenCalledTimes(1);

    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it('asks when the tab shows again even if the last answer is younger than 30 s', async () => {
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(1000);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(2);
  });
});
