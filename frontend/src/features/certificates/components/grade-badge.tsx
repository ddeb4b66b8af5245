import { Badge } from '../../../components/ui';
import { gradeTone } from '../lib/grade';

/** A grade in its colour (A green, B blue, otherwise yellow); "Grade" shows or is read out. */
export function GradeBadge({ grade, labelled = false }: { grade: string; labelled?: boolean }) {
  return (
    <Badge tone={gradeTone(grade)}>
      <span className={labelled ? undefined : 'sr-only'}>Grade </span>
      {grade}
    </Badge>
  );
}
