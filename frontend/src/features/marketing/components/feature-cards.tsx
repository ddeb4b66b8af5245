import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';
import card from '../../../components/ui/card.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import styles from './marketing.module.css';

export interface FeatureCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: IconTone;
  Icon: ComponentType;
}

/** A grid of cards, each an icon badge, a title and a line of text (values, benefits). */
export function FeatureCards({ cards, columns }: { cards: readonly FeatureCard[]; columns: 3 | 4 }) {
  const { i18n } = useLingui();
  return (
    <ul className={columns === 4 ? styles.grid4 : blocks.grid}>
      {cards.map(({ title, text, Icon, tone }) => (
        <li key={title.id} className={styles.card}>
          <IconBadge tone={tone}>
            <Icon />
          </IconBadge>
          <h3 className={card.title}>{i18n._(title)}</h3>
          <p className={textOf('muted')}>{i18n._(text)}</p>
        </li>
      ))}
    </ul>
  );
}
