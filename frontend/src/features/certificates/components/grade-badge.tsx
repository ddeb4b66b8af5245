import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui';
import { gradeLabel, gradeTone, isLetterGrade } from '../lib/grade';

/**
 * A grade in its colour (A green, B blue, otherwise yellow; "Completed" neutral) with the percentage it comes
 * from when there is one: "Grade B · 75%". "Grade" shows when `labelled`, else it is only read out.
 */
export function GradeBadge({
  grade,
  percent = null,
  labelled = false,
}: {
  grade: string;
  percent?: number | null;
  labelled?: boolean;
}) {
  const { t } = useLingui();
  const letter = isLetterGrade(grade);
  return (
    <Badge tone={gradeTone(grade)}>
      <span className={labelled && letter ? undefined : 'sr-only'}>{letter ? t`Grade ` : t`Grade: `}</span>
      {gradeLabel(grade)}
      {letter && percent !== null && ` · ${percent}%`}
    </Badge>
  );
}
