import type { ReactNode } from 'react';
import { isRefusal, LoadFailed } from './kit-load-failed';
import { PageLoading } from './page';

interface PageQueryProps {
  /** The screen's main query (a list, a course's discussions). */
  query: { isPending: boolean; isError: boolean; data: unknown; error: unknown; refetch: () => unknown };
  /** The spinner's label while it loads ("Loading tickets"). */
  loading: string;
  /** What could not be loaded, when it failed with nothing to show ("Tickets could not be loaded"). */
  failed: string;
  /** A refusal (a 4xx) gets no Try again: asking again cannot help (a course that is not the caller's). */
  refusalIsFinal?: boolean;
  /** What shows once there is data (an earlier answer kept through a failed refetch counts). */
  children: ReactNode;
}

/** A screen's main query: the page's spinner while it loads, LoadFailed when it failed, then what it shows. */
export function PageQuery({ query, loading, failed, refusalIsFinal = false, children }: PageQueryProps) {
  if (query.isPending) return <PageLoading label={loading} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        title={failed}
        error={query.error}
        onRetry={refusalIsFinal && isRefusal(query.error) ? undefined : () => void query.refetch()}
      />
    );
  }
  return children;
}
