import { Badge } from '../../../../components/ui';

/** A course's state (spec part 2 §4): Published or Draft. */
export function CourseStatusBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>;
}
