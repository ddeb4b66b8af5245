import { recordAudit } from '../audit/service';
import { derivedId } from '../lib/keys';
import { scheduledJob } from '../lib/lease';
import { logger } from '../lib/logger';
import { DELETED_USER_NAME } from '../lib/personal-data';
import { runBudgetMs } from '../lib/run-budget';
import {
  type DeletionRecord,
  getDeletion,
  listDueDeletions,
  markErased,
  markErasing,
  markPartDone,
} from './deletion-repository';
import { type ErasePart, eraseIdentity, eraseParts } from './erase-parts';

/** Deletions one run takes up (AP110's page); the rest wait for the next run, 15 minutes on. */
export const ERASE_ACCOUNTS_PAGE = 10;

export interface EraseRunResult {
  due: number;
  erased: number;
  failed: number;
  /** The run's time ran out before every due deletion was finished (the next run carries on). */
  stoppedEarly: boolean;
}

/** The audit trail's actor of an erasure: the schedule, acting on the person's own request. */
const ERASER = { id: 'system', name: 'Account erasure', role: 'system' } as const;

/**
 * The audit entry of an erasure (`user.erase`): when it was asked and began, how many parts ran. Its id derives
 * from the account and the time erasure began, so a run that crashed after writing it and runs again finds it
 * there (the second write is refused and only logged). It names the account by its id alone.
 */
function recordErasure(deletion: DeletionRecord, parts: number) {
  const at = deletion.erasingAt ?? new Date().toISOString();
  return recordAudit({
    id: derivedId(at, `erase#${deletion.userId}`),
    action: 'user.erase',
    actor: ERASER,
    target: { type: 'user', id: deletion.userId, label: DELETED_USER_NAME },
    before: { requestedAt: deletion.requestedAt, eraseAfter: deletion.eraseAfter },
    after: { erasingAt: at, parts },
    requestId: `eraseAccounts:${deletion.userId}:${at}`,
  });
}

/**
 * Erases one account whose deletion is due (issue 41): marks it `erasing`, runs each part not yet in
 * `partsDone` in the fixed order and records it there once it succeeded (a crash resumes at the next part, and a
 * part that fails stops the run for this account: it is tried again next run), then deletes the sign-in identity
 * and marks the deletion `erased` (no e-mail left on it, off the due index). A deletion cancelled, erased or gone
 * is left alone. Answers whether it is erased now; false when the time ran out first.
 */
export async function eraseAccount(
  userId: string,
  options: { parts?: readonly ErasePart[]; deadline?: number } = {},
): Promise<boolean> {
  const parts = options.parts ?? eraseParts;
  let deletion: DeletionRecord | undefined = await getDeletion(userId);
  if (!deletion || (deletion.status !== 'scheduled' && deletion.status !== 'erasing')) return false;
  if (deletion.status === 'scheduled') {
    await markErasing(userId, new Date().toISOString());
    deletion = await getDeletion(userId);
    if (deletion?.status !== 'erasing') return false;
  }
  const done = new Set(deletion.partsDone ?? []);
  for (const part of parts) {
    if (done.has(part.name)) continue;
    if (options.deadline !== undefined && Date.now() > options.deadline) return false;
    await part.erase(userId);
    await markPartDone(userId, part.name);
    done.add(part.name);
  }
  if (deletion.email) await eraseIdentity(deletion.email);
  await recordErasure(deletion, done.size);
  await markErased(userId, new Date().toISOString());
  return true;
}

/**
 * The eraser's run (also called by tests with a `now` after the cooling-off): the deletions due by `now`
 * (AP110, at most ERASE_ACCOUNTS_PAGE), each erased in turn while the run has time. One account that fails is
 * logged and left for the next run; the others go on.
 */
export async function eraseDueAccounts(
  now: Date = new Date(),
  options: { parts?: readonly ErasePart[]; budgetMs?: number } = {},
): Promise<EraseRunResult> {
  const deadline = Date.now() + (options.budgetMs ?? runBudgetMs());
  const due = await listDueDeletions(now, ERASE_ACCOUNTS_PAGE);
  const result: EraseRunResult = { due: due.length, erased: 0, failed: 0, stoppedEarly: false };
  for (const deletion of due) {
    if (Date.now() > deadline) {
      result.stoppedEarly = true;
      break;
    }
    try {
      if (await eraseAccount(deletion.userId, { parts: options.parts, deadline })) result.erased++;
      else if (Date.now() > deadline) result.stoppedEarly = true;
    } catch (error) {
      result.failed++;
      logger.error('account erasure failed; the next run resumes it', {
        userId: deletion.userId,
        error: (error as Error).message,
      });
    }
  }
  return result;
}

/** The scheduled function (every 15 minutes; shared/src/schedules.ts), one run at a time (a lease). */
export const handler = scheduledJob('eraseAccounts', ({ now, budgetMs }) =>
  eraseDueAccounts(now, { budgetMs }),
);
