import { Trans } from '@lingui/react/macro';
import { StateBadge } from '../../../../components/ui';

/** A course's state (spec part 2 §4): Published or Draft. */
export function CourseStatusBadge({ published }: { published: boolean }) {
  return (
    <StateBadge on={published} yes={<Trans>Published</Trans>} no={<Trans>Draft</Trans>} noTone="amber" />
  );
}
