import { PRIVACY_LIMITS, PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { GRIEVANCE_EMAIL } from '../constants';
import styles from './privacy.module.css';

/**
 * The short privacy notice in plain language (issue 41; the DPDP Act's s.5 notice): what we collect, why, for
 * how long, the person's rights and where to complain. Its version is PRIVACY_NOTICE_VERSION: a change of this
 * text needs a new version, which asks everyone again.
 */
export function PrivacyNotice({ level = 2, id }: { level?: 2 | 3; id?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Part = level === 2 ? 'h3' : 'h4';
  const version = PRIVACY_NOTICE_VERSION;
  const days = PRIVACY_LIMITS.deletionCoolingOffDays;
  const grievance = GRIEVANCE_EMAIL;
  return (
    <section
      id={id}
      aria-labelledby={id && `${id}-title`}
      className={`${layoutOf('stack', 2)} ${styles.notice} ${textOf('sm', 'muted')}`}
    >
      <Heading id={id && `${id}-title`}>
        <Trans>Privacy notice (version {version})</Trans>
      </Heading>
      <Part>
        <Trans>What we collect</Trans>
      </Part>
      <p>
        <Trans>
          Your name, email, date of birth and password, and what you do here: enrolments, progress,
          assignments, forum posts, chats, support tickets and payments.
        </Trans>
      </p>
      <Part>
        <Trans>Why</Trans>
      </Part>
      <p>
        <Trans>
          To run your courses, issue certificates and invoices, answer your questions and keep your account
          safe. Only if you agree: your watch time, to improve your learning figures and the course.
        </Trans>
      </p>
      <Part>
        <Trans>How long</Trans>
      </Part>
      <p>
        <Trans>
          While your account is open. If you delete it, we erase your personal data {days} days later;
          invoices and payment records are kept as long as tax law requires.
        </Trans>
      </p>
      <Part>
        <Trans>Your rights</Trans>
      </Part>
      <ul>
        <li>
          <Trans>See, download and correct your data, and delete your account, from your Privacy page.</Trans>
        </li>
        <li>
          <Trans>Withdraw an optional consent at any time; the service goes on without it.</Trans>
        </li>
        <li>
          <Trans>Under 18: a parent or guardian agrees first, and we do not track your watch time.</Trans>
        </li>
        <li>
          <Trans>
            Complain to our Grievance Officer at {grievance}, or to the Data Protection Board of India.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          <Link to="/privacy">Read the full privacy policy</Link>
        </Trans>
      </p>
    </section>
  );
}
