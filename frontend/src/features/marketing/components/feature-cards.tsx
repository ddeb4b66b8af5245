import type { ComponentType } from 'react';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import styles from './marketing.module.css';

export interface FeatureCard {
  title: string;
  text: string;
  tone: IconTone;
  Icon: ComponentType;
}

/** A grid of cards, each an icon badge, a title and a line of text (values, benefits). */
export function FeatureCards({ cards, columns }: { cards: readonly FeatureCard[]; columns: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? styles.grid4 : styles.grid3}>
      {cards.map(({ title, text, Icon, tone }) => (
        <li key={title} className={styles.card}>
          <IconBadge tone={tone}>
            <Icon />
          </IconBadge>
          <h3 className={card.title}>{title}</h3>
          <p className={kit.muted}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
