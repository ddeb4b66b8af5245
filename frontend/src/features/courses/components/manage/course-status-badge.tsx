import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../../components/ui';

/** A course's state (spec part 2 §4): Published or Draft. */
export function CourseStatusBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge tone="green">
      <Trans>Published</Trans>
    </Badge>
  ) : (
    <Badge tone="amber">
      <Trans>Draft</Trans>
    </Badge>
  );
}
