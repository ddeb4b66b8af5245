import { type ReactNode, useState } from 'react';
import { pluralise } from '../../lib/format';
import { RefreshNew } from './kit-list-actions';
import { LoadFailed } from './kit-load-failed';
import { ItemList, ListLoading, ListSection } from './list';

interface ListTabProps<T> {
  /** The section's heading ('Live sessions'). */
  title: string;
  /** One item, in lower case ('session'): the count, the loading label, the failure and the list's name. */
  noun: string;
  /** The line under the heading until the list has loaded ('Classes your students join live'). */
  about: string;
  /** The list's query: Refresh reads it again. */
  list: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    isRefetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  onNew: () => void;
  notice: ReactNode;
  /** Instead of the server's reason when the list could not be loaded. */
  failedText?: ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  className?: string;
  /** The tab's dialogs. */
  children?: ReactNode;
}

/**
 * A course editor tab that manages a list (the Assignments and Sessions tabs): heading, count, Refresh and
 * New, a notice, then the rows, a spinner, the failure with Try again, or the empty state.
 */
export function ListTab<T>({
  title,
  noun,
  about,
  list,
  items,
  renderItem,
  onNew,
  notice,
  failedText,
  empty,
  className,
  children,
}: ListTabProps<T>) {
  const refetch = () => void list.refetch();
  return (
    <ListSection
      className={className}
      title={title}
      meta={list.isSuccess ? pluralise(items.length, noun) : about}
      actions={<RefreshNew refreshing={list.isRefetching} onRefresh={refetch} onNew={onNew} />}
      notices={notice}
    >
      {list.isPending ? (
        <ListLoading label={`Loading ${noun}s`} />
      ) : list.isError ? (
        <LoadFailed title={`The ${noun}s could not be loaded`} error={list.error} onRetry={refetch}>
          {failedText}
        </LoadFailed>
      ) : items.length === 0 ? (
        empty
      ) : (
        <ItemList aria-label={`${noun[0]?.toUpperCase()}${noun.slice(1)}s`}>{items.map(renderItem)}</ItemList>
      )}
      {children}
    </ListSection>
  );
}

/**
 * A list tab's state: the item being edited, the one waiting for Delete's confirmation and the tab's notice.
 * Edit and Delete clear the notice; Delete also forgets the last failed delete. `remove` is the delete
 * mutation: its state is the dialog's.
 */
export function useListTabState<T, N>(remove: { reset: () => void; isPending: boolean; error: unknown }) {
  const [editing, setEditing] = useState<T | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [notice, setNotice] = useState<N | null>(null);
  return {
    editing,
    setEditing,
    toDelete,
    setToDelete,
    notice,
    setNotice,
    edit: (item: T) => {
      setNotice(null);
      setEditing(item);
    },
    askDelete: (item: T) => {
      remove.reset();
      setNotice(null);
      setToDelete(item);
    },
    /** The delete dialog's busy, error and close. */
    deleteDialog: {
      busy: remove.isPending,
      error: toDelete ? remove.error : null,
      onClose: () => {
        setToDelete(null);
        remove.reset();
      },
    },
  };
}
