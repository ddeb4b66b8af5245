import { Trans } from '@lingui/react/macro';
import { EditIcon, PlusIcon, RefreshIcon, TrashIcon } from '../icons/icons';
import { Button } from './button';

interface RefreshNewProps {
  /** The list is being read again. */
  refreshing: boolean;
  onRefresh: () => void;
  onNew: () => void;
}

/** A ListSection's two buttons: Refresh (the list again) and New (add one). */
export function RefreshNew({ refreshing, onRefresh, onNew }: RefreshNewProps) {
  return (
    <>
      <Button size="sm" variant="secondary" icon={<RefreshIcon />} busy={refreshing} onClick={onRefresh}>
        <Trans>Refresh</Trans>
      </Button>
      <Button size="sm" icon={<PlusIcon />} onClick={onNew}>
        <Trans>New</Trans>
      </Button>
    </>
  );
}

interface EditDeleteProps {
  /** The item's name, which a screen reader hears after Edit and Delete. */
  name: string;
  /** Off while the item is being changed. */
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete buttons. */
export function EditDelete({ name, disabled, onEdit, onDelete }: EditDeleteProps) {
  return (
    <>
      <Button size="sm" variant="secondary" icon={<EditIcon />} disabled={disabled} onClick={onEdit}>
        <Trans>
          Edit<span className="sr-only"> {name}</span>
        </Trans>
      </Button>
      <Button
        size="sm"
        variant="danger-secondary"
        icon={<TrashIcon />}
        disabled={disabled}
        onClick={onDelete}
      >
        <Trans>
          Delete<span className="sr-only"> {name}</span>
        </Trans>
      </Button>
    </>
  );
}
