import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui';
import kit from '../../../../components/ui/public-blocks.module.css';
import { CheckList } from '../../../../components/ui/public-check-list';
import { textOf } from '../../../../components/ui/site-text';
import { REFUND_WINDOW_DAYS } from '../../../../lib/constants';
import { i18n } from '../../../../lib/i18n';
import type { HeroView } from '../../lib/hero-view';
import { PlayIcon } from '../course-icons';
import { CourseThumbnail } from '../course-thumbnail';
import styles from './price-card.module.css';

/*
 * The hero and its price card are also drawn at build time without React's I18nProvider, as the early hero's
 * templates (src/entry-server.tsx): their texts come from the catalogue's global i18n (the core `t`, called
 * while rendering), in the language the render was activated in.
 */

/** What every course includes (spec part 2 §1, course copy). */
const COURSE_PROMISES = [
  msg`Lifetime access`,
  msg`Industry-recognised certificate`,
  msg`Mentorship and placement support`,
  msg`Live plus recorded classes`,
] as const;

/** What every course includes, in the language being rendered. */
export const coursePromises = () => COURSE_PROMISES.map((promise) => i18n._(promise));

/** The refund promise of the course page (spec part 2 §1, §9); the fallback FAQ says otherwise, on purpose. */
export const refundPromise = () => {
  const days = REFUND_WINDOW_DAYS;
  return t`100% refund if not satisfied in the first ${days} days`;
};

/** The price card: Free when the price is 0, else rupees; Enroll Now, Preview Course and the refund promise. */
/** What the hero's price card acts with, passed down from the course page through the hero. */
export interface PriceCardActions {
  /** The course has a preview video: the thumbnail gets a play button (a pointer shortcut). */
  hasPreview: boolean;
  /** Enroll Now, or Continue Learning once enrolled. */
  enrollAction: ReactNode;
  onPreview: () => void;
}

export function PriceCard({
  view,
  hasPreview,
  enrollAction,
  onPreview,
}: { view: HeroView } & PriceCardActions) {
  return (
    <aside className={styles.card} aria-label={t`Price and enrolment`}>
      {hasPreview ? (
        <button type="button" className={styles.media} onClick={onPreview} tabIndex={-1} aria-hidden="true">
          <CourseThumbnail src={view.thumbnail} eager />
          <span className={`${kit.icon} ${styles.play}`}>
            <PlayIcon />
          </span>
        </button>
      ) : (
        <CourseThumbnail src={view.thumbnail} eager />
      )}
      <div className={`${kit.stack} ${styles.body}`}>
        <p className={styles.price}>
          <span className="sr-only">{t`Price: `}</span>
          {view.price}
        </p>
        <p className={`${textOf('sm', 'muted')} ${styles.priceNote}`}>{view.priceNote}</p>
        <div className={`${kit.stack} ${styles.actions}`}>
          {enrollAction}
          <Button size="lg" variant="secondary" fullWidth onClick={onPreview} icon={<PlayIcon />}>
            {t`Preview Course`}
          </Button>
        </div>
        <p className={styles.refund}>{refundPromise()}</p>
        <CheckList
          items={coursePromises()}
          className={styles.promises}
          aria-label={t`This course includes`}
        />
      </div>
    </aside>
  );
}
