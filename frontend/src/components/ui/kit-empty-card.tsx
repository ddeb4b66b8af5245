import type { ComponentProps } from 'react';
import { Card } from './card';
import { EmptyState } from './empty-state';

/**
 * What a screen shows in place of a list that has nothing (No certificates yet, No conversations yet): an
 * EmptyState on a card of its own, its title an h2 unless said.
 */
export function EmptyCard({ headingLevel = 2, ...rest }: ComponentProps<typeof EmptyState>) {
  return (
    <Card padding="none">
      <EmptyState headingLevel={headingLevel} {...rest} />
    </Card>
  );
}
