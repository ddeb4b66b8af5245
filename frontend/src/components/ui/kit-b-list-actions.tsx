import { PlusIcon, RefreshIcon } from '../icons/icons';
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
        Refresh
      </Button>
      <Button size="sm" icon={<PlusIcon />} onClick={onNew}>
        New
      </Button>
    </>
  );
}
