import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { DeleteItemDialog } from './kit-item-form';
import { RefreshNew } from './kit-list-actions';
import { LoadFailed } from './kit-load-failed';
import { type ItemNoun, nounTexts } from './kit-nouns';
import { ItemList, ListLoading, ListSection } from './list';

interface ListTabProps<T extends { title: string }> {
  /** The section's heading ('Live sessions'). */
  title: string;
  /** One item, in lower case ('session'): the count, the loading label, the failure and the list's name. */
  noun: ItemNoun;
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
  /**
   * The confirmation before a row goes ('Delete {noun}?', after the tab's dialogs): useListTabState's
   * `deleteDialog`, the row waiting for it (none while closed), the delete itself, the refusal's words and what
   * goes with the row.
   */
  deleting?: {
    item: T | null;
    busy: boolean;
    error: unknown;
    onClose: () => void;
    onConfirm: () => void;
    errorText: (error: unknown) => ReactNode;
    note: (item: T) => ReactNode;
  };
}

/**
 * A course editor tab that manages a list (the Assignments and Sessions tabs): heading, count, Refresh and
 * New, a notice, then the rows, a spinner, the failure with Try again, or the empty state.
 */
export function ListTab<T extends { title: string }>({
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
  deleting,
}: ListTabProps<T>) {
  const refetch = () => void list.refetch();
  const { i18n } = useLingui();
  const texts = nounTexts[noun];
  return (
    <ListSection
      className={className}
      title={title}
      meta={list.isSuccess ? texts.count(items.length) : about}
      actions={<RefreshNew refreshing={list.isRefetching} onRefresh={refetch} onNew={onNew} />}
      notices={notice}
    >
      {list.isPending ? (
        <ListLoading label={i18n._(texts.loading)} />
      ) : list.isError ? (
        <LoadFailed title={i18n._(texts.notLoaded)} error={list.error} onRetry={refetch}>
          {failedText}
        </LoadFailed>
      ) : items.length === 0 ? (
        empty
      ) : (
        <ItemList aria-label={i18n._(texts.list)}>{items.map(renderItem)}</ItemList>
      )}
      {children}
      {deleting && (
        <DeleteItemDialog
          noun={noun}
          item={deleting.item}
          busy={deleting.busy}
          error={deleting.error ? deleting.errorText(deleting.error) : null}
          onConfirm={deleting.onConfirm}
          onClose={deleting.onClose}
        >
          {deleting.item && <p>{deleting.note(deleting.item)}</p>}
        </DeleteItemDialog>
      )}
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
