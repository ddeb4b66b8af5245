import type { Assignment } from '@academy/shared';
import { Badge, Button } from '../../../../components/ui';
import { ListRow, MetaItem } from '../../../../components/ui/kit';
import { EditDelete } from '../../../../components/ui/kit-list-actions';
import { formatDateTime, pluralise } from '../../../../lib/format';
import { isPastDue, submissionCounts } from '../../lib/instructor-submissions';
import { ClipboardIcon, ClockIcon, StarIcon } from './icons';

interface AssignmentItemProps {
  assignment: Assignment;
  onView: (assignment: Assignment) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

/** One assignment of the tab: title, due date, points, graded and pending counts; view, edit, delete. */
export function AssignmentItem({ assignment, onView, onEdit, onDelete }: AssignmentItemProps) {
  const titleId = `assignment-${assignment.id}-title`;
  const counts = submissionCounts(assignment, []);
  const closed = isPastDue(assignment.dueDate);
  return (
    <ListRow
      titleId={titleId}
      title={assignment.title}
      description={assignment.description}
      facts={
        <>
          <MetaItem icon={<ClockIcon aria-hidden="true" />}>
            {closed ? 'Was due' : 'Due'} {formatDateTime(assignment.dueDate)}
          </MetaItem>
          <MetaItem icon={<StarIcon aria-hidden="true" />}>
            {pluralise(assignment.maxPoints, 'point')}
          </MetaItem>
          <MetaItem icon={<ClipboardIcon aria-hidden="true" />}>
            {pluralise(counts.submitted, 'submission')}
          </MetaItem>
          {counts.graded > 0 && <Badge tone="green">{counts.graded} graded</Badge>}
          {counts.pending > 0 && <Badge tone="amber">{counts.pending} pending</Badge>}
        </>
      }
      actions={
        <>
          <Button size="sm" icon={<ClipboardIcon />} onClick={() => onView(assignment)}>
            View Submissions<span className="sr-only"> of {assignment.title}</span>
          </Button>
          <EditDelete
            name={assignment.title}
            onEdit={() => onEdit(assignment)}
            onDelete={() => onDelete(assignment)}
          />
        </>
      }
    />
  );
}
