import { RATING_MAX, RATING_MIN } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { StarFilledIcon, StarIcon } from '../../../components/icons/icons';
import { Button, Card } from '../../../components/ui';
import { layoutOf, muted } from '../../../components/ui/kit-layout';
import replyBox from '../../../components/ui/kit-reply-box.module.css';
import { useRateCourse } from '../api/rate-course';
import styles from './rate-course.module.css';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

interface RateCourseProps {
  courseId: string;
  /** The student's saved rating, if they have rated the course. */
  saved: number | undefined;
}

/**
 * "Rate this course" for an enrolled student: five stars as a radio group (arrow keys move between them, each
 * labelled "n stars"), saved with the button, so browsing the stars with the keyboard saves nothing.
 */
export function RateCourse({ courseId, saved }: RateCourseProps) {
  const { t } = useLingui();
  const name = useId();
  const [chosen, setChosen] = useState<number | undefined>(saved);
  const save = useRateCourse(courseId);
  const shown = chosen ?? 0;
  const unsaved = chosen !== undefined && chosen !== saved;
  const max = RATING_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== undefined) save.mutate(chosen);
  };

  return (
    <Card as="form" padding="none" className={styles.card} onSubmit={submit}>
      <fieldset className={`${layoutOf('row', 3)} ${replyBox.fieldset}`}>
        <legend className={styles.legend}>
          <Trans>Rate this course</Trans>
        </legend>
        <div className={styles.stars}>
          {STARS.map((n) => (
            <label key={n} className={styles.star} data-on={n <= shown ? '' : undefined}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={chosen === n}
                onChange={() => setChosen(n)}
                className={styles.input}
              />
              {n <= shown ? <StarFilledIcon /> : <StarIcon />}
              <span className="sr-only">{plural(n, { one: '# star', other: '# stars' })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={layoutOf('row', 3)}>
        <p className={muted} role="status">
          {save.isError
            ? t`Your rating could not be saved. Please try again.`
            : saved !== undefined && !unsaved
              ? plural(saved, {
                  one: `You rated this course # star of ${max}.`,
                  other: `You rated this course # stars of ${max}.`,
                })
              : unsaved
                ? plural(chosen, {
                    one: '# star selected, not saved yet.',
                    other: '# stars selected, not saved yet.',
                  })
                : t`Not rated yet.`}
        </p>
        {unsaved && (
          <Button type="submit" size="sm" busy={save.isPending} busyText={t`Saving...`}>
            {saved === undefined ? <Trans>Save rating</Trans> : <Trans>Update rating</Trans>}
          </Button>
        )}
      </div>
    </Card>
  );
}
