import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import kit from '../../../components/ui/public-blocks.module.css';
import type { IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { QuoteIcon } from './icons';
import { InitialsAvatar } from './initials-avatar';
import styles from './marketing.module.css';

export interface TestimonialContent {
  name: string;
  role: MessageDescriptor;
  quote: MessageDescriptor;
  tone?: IconTone;
}

/** A quote card with the speaker's initials, name and role. */
export function Testimonial({ name, role, quote, tone }: TestimonialContent) {
  const { i18n } = useLingui();
  return (
    <figure className={styles.quote}>
      <QuoteIcon className={styles.quoteMark} />
      <blockquote className={`${kit.quote} ${textOf('lg')}`}>
        <p>{i18n._(quote)}</p>
      </blockquote>
      <figcaption className={kit.person}>
        <InitialsAvatar name={name} tone={tone} />
        <span className={kit.personText}>
          <span className={textOf('semibold')}>{name}</span>
          <span className={textOf('sm', 'muted')}>{i18n._(role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
