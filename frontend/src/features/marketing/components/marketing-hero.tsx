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

/** One link of a marketing page's actions: where it goes, what it says, and an icon before the text. */
interface ActionLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

/**
 * A marketing page's actions (in its hero and its closing call to action): the leading link, large with an arrow
 * after the text, and an optional second, quieter one.
 */
export function MarketingActions({ lead, second }: { lead: ActionLink; second?: ActionLink }) {
  return (
    <>
      <ButtonLink to={lead.to} size="lg">
        {lead.label} <ArrowRightIcon />
      </ButtonLink>
      {second && (
        <ButtonLink to={second.to} size="lg" variant="secondary" icon={second.icon}>
          {second.label}
        </ButtonLink>
      )}
    </>
  );
}
