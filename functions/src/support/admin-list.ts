import { type AdminTicketFilter, SUPPORT_LIMITS, type TicketsResponse } from '@academy/shared';
import { mergePartitions, readAdminCursor, statusesOf, toTicket, writeAdminCursor } from './model';
import { readStatusPartition } from './repository';

/**
 * AP73-74, the one implementation of both admin lists: the filter's stored statuses (Open = open, Pending =
 * in-progress, Closed = resolved + closed; none = all four), each GSI3 `TICKETS#<status>` partition Queried newest
 * first in parallel, merged by key (ULIDs: newest first across them), with a cursor of each partition's position.
 * A search is `contains(searchText, :q)` on those Queries, lower case, reading at most 1000 tickets a page over
 * all partitions; what it found so far is answered with a cursor to read on. Never a Scan.
 */
export async function listAdminPage(query: {
  status?: AdminTicketFilter;
  search?: string;
  limit: number;
  cursor?: string;
}): Promise<TicketsResponse> {
  const search = (query.search ?? '').trim().toLowerCase();
  const positions = readAdminCursor(query.cursor, query.status, search);
  const statuses = statusesOf(query.status);
  const active = statuses.filter((s) => positions[s] !== null);
  const maxRead = search
    ? Math.floor(SUPPORT_LIMITS.adminSearchMaxRead / Math.max(1, active.length))
    : Number.POSITIVE_INFINITY;
  const reads = await Promise.all(
    statuses.map((status) =>
      positions[status] === null
        ? { status, items: [] }
        : readStatusPartition({
            status,
            before: positions[status] ?? undefined,
            want: query.limit + 1,
            search: search || undefined,
            maxRead,
          }),
    ),
  );
  const { items, next } = mergePartitions(reads, positions, query.limit);
  return {
    tickets: items.map(toTicket),
    nextCursor: next ? writeAdminCursor(query.status, search, next) : null,
  };
}
