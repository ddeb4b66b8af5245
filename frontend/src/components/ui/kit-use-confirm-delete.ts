import { useState } from 'react';

/** The parts of a delete mutation (TanStack Query's useMutation) that a confirmation runs. */
interface DeleteMutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/** What a delete's confirmation dialog is given besides the item (`dialog` below). */
export interface ConfirmDeleteProps {
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A delete behind a confirmation dialog: `ask(item)` opens it (a past refusal cleared), and `dialog` is what the
 * dialog is given besides the item: busy while deleting, the refusal, Confirm (deletes `variables(item)`, then
 * closes and calls `onDeleted(item)`) and Close.
 */
export function useConfirmDelete<T, V>(
  mutation: DeleteMutation<V>,
  variables: (item: T) => V,
  onDeleted: (item: T) => void,
) {
  const [item, setItem] = useState<T | null>(null);
  const close = () => {
    setItem(null);
    mutation.reset();
  };
  const confirm = () => {
    if (item === null) return;
    mutation.mutate(variables(item), {
      onSuccess: () => {
        setItem(null);
        onDeleted(item);
      },
    });
  };
  const ask = (next: T) => {
    mutation.reset();
    setItem(next);
  };
  const dialog: ConfirmDeleteProps = {
    busy: mutation.isPending,
    error: item ? mutation.error : null,
    onConfirm: confirm,
    onClose: close,
  };
  return { item, ask, dialog };
}
