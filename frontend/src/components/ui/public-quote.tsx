import { initialsOf } from '../../lib/format';
import kit from './public-blocks.module.css';
import { QuoteIcon } from './public-icons';
import { textOf } from './site-text';

type Tone = 'blue' | 'teal' | 'indigo' | 'purple';

/**
 * The inside of a learner's testimonial card: the quote mark, the quote, and who said it (round initials in
 * `tone`, name and role). `caption` is the element of the last (figcaption in a figure); `classes` size the parts.
 */
export function QuoteContent({
  quote,
  name,
  role,
  tone,
  caption: Caption = 'div',
  classes,
}: {
  quote: string;
  name: string;
  role?: string;
  tone: Tone;
  caption?: 'div' | 'figcaption';
  classes: { icon?: string; quote?: string; avatar?: string };
}) {
  return (
    <>
      <QuoteIcon className={classes.icon} />
      <blockquote className={`${kit.quote} ${classes.quote}`}>
        <p>{quote}</p>
      </blockquote>
      <Caption className={kit.person}>
        <span
          className={[kit.icon, kit.round, classes.avatar, kit[tone]].filter(Boolean).join(' ')}
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
        <span className={kit.personText}>
          <span className={textOf('semibold')}>{name}</span>
          {role && <span className={textOf('sm', 'muted')}>{role}</span>}
        </span>
      </Caption>
    </>
  );
}
