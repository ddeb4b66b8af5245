import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons/icons';
import { buttonClassName } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import thread from '../../../components/ui/kit-thread.module.css';
import { textOf } from '../../../components/ui/site-text';
import { initialsOf } from '../../../lib/format';
import styles from './chats.module.css';

interface ThreadHeaderProps {
  /** The person on the other side, for the avatar's initials; none while unknown. */
  person?: string;
  title: string;
  subtitle?: ReactNode;
  /** Where Back to conversations goes, on narrow screens (the mentor's list); no link when left out. */
  backTo?: string;
  /** The heading, focused when the conversation opens (it takes focus only when given). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A conversation's head: back to the list, the other side's initials, their name and what the chat is about. */
export function ThreadHeader({ person, title, subtitle, backTo, headingRef }: ThreadHeaderProps) {
  return (
    <>
      {backTo && (
        <Link to={backTo} className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} ${styles.back}`}>
          <ArrowLeftIcon aria-hidden="true" />
          <Trans>Back to conversations</Trans>
        </Link>
      )}
      <span className={styles.avatar} aria-hidden="true">
        {person ? initialsOf(person) : ''}
      </span>
      <div className={layoutOf('stack', undefined, 'shrink')}>
        <h2
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={`${thread.title} ${textOf('lg', 'semibold')}`}
        >
          {title}
        </h2>
        {subtitle && <p className={textOf('sm', 'muted', 'wrap')}>{subtitle}</p>}
      </div>
    </>
  );
}
