import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { recordProgress, reloadEnrollments, storeEnrollment } from '../api/record-progress';
import { PROGRESS_RETRY_INTERVAL_MS } from '../constants';
import { addPending, dropPending, type PendingProgress, readPending, settlePending } from './progress-outbox';

/** Refusals that will not change on a retry (the module is gone, not enrolled, a bad value). */
const isPermanent = (error: unknown) =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * Saves module progress through the outbox: `record` stores the save first (browser storage), then sends
 * everything unsent, one call at a time and in order. A failure is only logged (spec part 2 §8) and
 * retried on a timer, when the browser comes back online and with the next save. Each answer updates the
 * cached enrolment; a completion then reloads it (spec part 2 §4).
 */
export function useProgressSync(userId: string | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingProgress[]>(() => (userId ? readPending(userId) : []));
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const flush = useCallback((): Promise<void> => {
    if (!userId) return Promise.resolve();
    if (running.current) {
      again.current = true;
      return running.current;
    }
    let completed = false;
    const run = async () => {
      do {
        again.current = false;
        for (const entry of readPending(userId)) {
          try {
            const enrollment = await recordProgress(entry);
            setPending(settlePending(userId, entry));
            storeEnrollment(queryClient, enrollment);
            completed ||= entry.completed === true;
          } catch (error) {
            if (isPermanent(error)) {
              console.error('Progress refused by the server; dropped', entry, error);
              dropPending(userId, entry);
              setPending(readPending(userId));
              continue;
            }
            console.error('Saving progress failed; it will be retried', error);
            return;
          }
        }
      } while (again.current);
    };
    const current = run().finally(() => {
      running.current = null;
      if (completed) void reloadEnrollments(queryClient);
    });
    running.current = current;
    return current;
  }, [userId, queryClient]);

  const record = useCallback(
    (entry: PendingProgress, options: { keepalive?: boolean } = {}) => {
      if (!userId) return;
      const entries = addPending(userId, entry);
      setPending(entries);
      if (!options.keepalive) {
        void flush();
        return;
      }
      // The page is being hidden or closed: the queue's fetches may die with it, so everything unsent goes now,
      // each a keepalive fetch that outlives the page. The outbox keeps each until answered (a next visit sends
      // what did not arrive); the server keeps the largest watch time, so a save sent twice is harmless.
      for (const unsent of entries) {
        recordProgress(unsent, { keepalive: true }).then(
          (enrollment) => {
            setPending(settlePending(userId, unsent));
            storeEnrollment(queryClient, enrollment);
          },
          (error) => console.error('Saving progress as the page closed failed; it will be retried', error),
        );
      }
    },
    [userId, flush, queryClient],
  );

  // Whatever an earlier visit left unsent goes first.
  useEffect(() => {
    void flush();
  }, [flush]);

  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending) return;
    const retry = () => void flush();
    const timer = window.setInterval(retry, PROGRESS_RETRY_INTERVAL_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [hasPending, flush]);

  return { pending, record };
}
