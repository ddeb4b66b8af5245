import type { Assignment } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button } from '../../../../components/ui';
import { ListRow, MetaItem } from '../../../../components/ui/kit';
import { EditDelete } from '../../../../components/ui/kit-list-actions';
import { formatDateTime } from '../../../../lib/format';
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
  const due = formatDateTime(assignment.dueDate);
  const { title, maxPoints } = assignment;
  const { submitted, graded, pending } = counts;
  return (
    <ListRow
      titleId={titleId}
      title={assignment.title}
      description={assignment.description}
      facts={
        <>
          <MetaItem icon={<ClockIcon aria-hidden="true" />}>
            {closed ? <Trans>Was due {due}</Trans> : <Trans>Due {due}</Trans>}
          </MetaItem>
          <MetaItem icon={<StarIcon aria-hidden="true" />}>
            {plural(maxPoints, { one: '# point', other: '# points' })}
          </MetaItem>
          <MetaItem icon={<ClipboardIcon aria-hidden="true" />}>
            {plural(submitted, { one: '# submission', other: '# submissions' })}
          </MetaItem>
          {graded > 0 && (
            <Badge tone="green">
              <Trans>{graded} graded</Trans>
            </Badge>
          )}
          {pending > 0 && (
            <Badge tone="amber">
              <Trans>{pending} pending</Trans>
            </Badge>
          )}
        </>
      }
      actions={
        <>
          <Button size="sm" icon={<ClipboardIcon />} onClick={() => onView(assignment)}>
            <Trans>
              View Submissions<span className="sr-only"> of {title}</span>
            </Trans>
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
