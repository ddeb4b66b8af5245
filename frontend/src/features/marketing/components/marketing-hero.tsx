import type { ComponentProps, ReactNode } from 'react';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ButtonLink, PageHero } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

/** A marketing page's opening band: the page's name is the hero's eyebrow and the browser tab's title. */
export function MarketingHero({
  name,
  ...hero
}: { name: string } & Omit<ComponentProps<typeof PageHero>, 'eyebrow'>) {
  usePageTitle(name);
  return <PageHero eyebrow={name} {...hero} />;
}

/** A marketing page's leading link (in its hero and its closing call to action): large, an arrow after the text. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} size="lg">
      {children} <ArrowRightIcon />
    </ButtonLink>
  );
}
