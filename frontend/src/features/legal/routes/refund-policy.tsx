import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { REFUND_WINDOW_DAYS } from '../../../lib/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { GRIEVANCE_OFFICER, SUPPORT_EMAIL } from '../constants';

const { name: officerName, email: officerEmail } = GRIEVANCE_OFFICER;

const sections: readonly LegalSection[] = [
  {
    id: 'promise',
    title: msg`Our ${REFUND_WINDOW_DAYS}-day refund promise`,
    body: (
      <p>
        <Trans>
          If a paid course is not right for you, you can ask for a 100% refund within the first{' '}
          {REFUND_WINDOW_DAYS} days after you enrol. You do not need to give a reason, although your feedback
          helps us improve.
        </Trans>
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: msg`Who can ask for a refund`,
    body: (
      <ul>
        <li>
          <Trans>
            Any learner who paid for a course and asks within {REFUND_WINDOW_DAYS} days of the date of
            enrolment (the date of the successful payment).
          </Trans>
        </li>
        <li>
          <Trans>The refund covers the full amount you paid for that course, including taxes.</Trans>
        </li>
        <li>
          <Trans>Free courses have no fee and so nothing to refund.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'how-to-ask',
    title: msg`How to ask for a refund`,
    body: (
      <ol>
        <li>
          <Trans>
            Sign in and open <Link to="/student/purchases">My purchases</Link> from your dashboard. Next to
            the course, choose <strong>Ask for a refund</strong>; you may tell us why, but you do not have to.
          </Trans>
        </li>
        <li>
          <Trans>
            Or write to {SUPPORT_EMAIL} from the e-mail address you registered with, with the course name and
            the order or payment ID from your receipt.
          </Trans>
        </li>
        <li>
          <Trans>
            We decide within 2 working days and tell you by a notification and an e-mail. When a refund is
            approved you also get a GST credit note, on My purchases beside your tax invoice.
          </Trans>
        </li>
      </ol>
    ),
  },
  {
    id: 'timing',
    title: msg`How and when you are refunded`,
    body: (
      <>
        <p>
          <Trans>
            Refunds go back to the original payment method: your card, bank account or UPI ID. Once approved,
            we start the refund within 2 working days. Banks usually credit it within 5 to 7 working days; UPI
            refunds are often faster.
          </Trans>
        </p>
        <p>
          <Trans>
            For purchases on EMI, we refund the full amount we received to your bank or lending partner. Any
            interest or processing fee charged by them is governed by their terms, so please check with them
            about closing the EMI plan.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'after',
    title: msg`What happens after a refund`,
    body: (
      <p>
        <Trans>
          Your access to the refunded course ends when the refund is approved, and no certificate is issued
          for it. Your account and your other courses are not affected, and you are welcome to enrol again
          later.
        </Trans>
      </p>
    ),
  },
  {
    id: 'exceptions',
    title: msg`When a refund is not available`,
    body: (
      <ul>
        <li>
          <Trans>Requests made after the {REFUND_WINDOW_DAYS}-day window has closed.</Trans>
        </li>
        <li>
          <Trans>Courses for which a certificate has already been issued.</Trans>
        </li>
        <li>
          <Trans>
            Enrolments paid for by an employer or university under a partnership agreement, which follow the
            refund terms of that agreement.
          </Trans>
        </li>
        <li>
          <Trans>
            Accounts closed for a breach of our <Link to="/terms">Terms of Service</Link>.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: msg`If we cancel a course`,
    body: (
      <p>
        <Trans>
          If we cancel a course or a live batch before it finishes, you can move to another batch or course of
          the same value, or receive a full refund, whichever you prefer, regardless of when you enrolled.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Questions and complaints`,
    body: (
      <p>
        <Trans>
          For help with a refund, write to {SUPPORT_EMAIL} or visit our{' '}
          <Link to="/help-center">Help Center</Link>. If you are unhappy with how a refund request was
          handled, you can contact our Grievance Officer, <strong>{officerName}</strong>, at {officerEmail}.
        </Trans>
      </p>
    ),
  },
];

/** Refund Policy: the 7-day window of the course page and the help page's "7-day refund" claim. */
export default function RefundPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Refund Policy`}
      path="/refund-policy"
      sections={sections}
      summary={
        <p>
          <Trans>
            <strong>In short:</strong> not satisfied with a paid course? Ask within {REFUND_WINDOW_DAYS} days
            of enrolling and we refund 100% of what you paid to your original payment method.
          </Trans>
        </p>
      }
    />
  );
}
