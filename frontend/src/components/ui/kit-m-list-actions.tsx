import { PlusIcon, RefreshIcon } from '../icons/icons';
import { Button } from './button';

/**
 * The actions over a course tab's list (modules; sessions and assignments have the same): Refresh, busy while
 * the list is read again, and New.
 */
export function RefreshAndNew({
  refreshing,
  onRefresh,
  onNew,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  onNew: () => void;
}) {
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
