import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { REFUND_WINDOW_DAYS } from '../../../lib/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { GRIEVANCE_OFFICER, LEGAL_ENTITY, REGISTERED_OFFICE, SUPPORT_EMAIL } from '../constants';

const { name: officerName, email: officerEmail } = GRIEVANCE_OFFICER;

const sections: readonly LegalSection[] = [
  {
    id: 'about',
    title: msg`About these terms`,
    body: (
      <p>
        <Trans>
          These Terms of Service govern your use of the Academy website and learning platform, operated by{' '}
          {LEGAL_ENTITY}, a company incorporated in India with its registered office at {REGISTERED_OFFICE}.
          By creating an account or enrolling in a course you agree to these terms, our{' '}
          <Link to="/privacy">Privacy Policy</Link> and our <Link to="/refund-policy">Refund Policy</Link>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'accounts',
    title: msg`Eligibility and your account`,
    body: (
      <>
        <p>
          <Trans>
            You must be at least 18 years old to create an account, or have the consent of a parent or lawful
            guardian who agrees to these terms on your behalf.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Give accurate information when you register and keep it up to date.</Trans>
          </li>
          <li>
            <Trans>Keep your password confidential. You are responsible for activity on your account.</Trans>
          </li>
          <li>
            <Trans>
              Accounts are personal: do not share your login or let others attend classes in your place.
            </Trans>
          </li>
          <li>
            <Trans>Tell us at once at {SUPPORT_EMAIL} if you suspect unauthorised use of your account.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'courses',
    title: msg`Courses and access`,
    body: (
      <>
        <p>
          <Trans>
            When you enrol in a course you receive a personal, non-transferable licence to access its lessons,
            assignments and resources for your own learning. Recorded lessons remain available to you for the
            lifetime of the course on our platform, including updates we make to it.
          </Trans>
        </p>
        <p>
          <Trans>
            Live sessions follow the schedule shown in your account. We may occasionally reschedule a session
            or change an instructor; when we do, we will tell you in advance and the session will be recorded.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: msg`Fees and payment`,
    body: (
      <>
        <p>
          <Trans>
            Course fees are shown in Indian rupees (₹) and include applicable taxes unless stated otherwise.
            You can pay by credit or debit card, net banking, UPI or EMI through our payment partners. We do
            not store your full card details.
          </Trans>
        </p>
        <p>
          <Trans>
            EMI plans are offered by banks and lending partners under their own terms, including any interest
            or processing charges. Free courses are marked Free and need no payment.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: msg`Refunds`,
    body: (
      <p>
        <Trans>
          If you are not satisfied with a paid course, you may ask for a full refund within{' '}
          {REFUND_WINDOW_DAYS} days of enrolling. How to ask and how the money is returned is set out in our{' '}
          <Link to="/refund-policy">Refund Policy</Link>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'conduct',
    title: msg`Acceptable use`,
    body: (
      <>
        <p>
          <Trans>While using the platform you agree not to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              record, download, copy, sell or share course videos and materials except as the platform allows;
            </Trans>
          </li>
          <li>
            <Trans>
              submit work that is not your own, or help others to do so, in assignments and assessments;
            </Trans>
          </li>
          <li>
            <Trans>
              harass, abuse or discriminate against learners, mentors or staff in forums, chats or live
              sessions;
            </Trans>
          </li>
          <li>
            <Trans>
              upload malware, attempt to access other accounts or interfere with the platform's security;
            </Trans>
          </li>
          <li>
            <Trans>use the platform for any unlawful purpose or to advertise without our permission.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ip',
    title: msg`Intellectual property`,
    body: (
      <p>
        <Trans>
          All course content, including videos, text, code samples, assessments, logos and the design of the
          platform, belongs to {LEGAL_ENTITY} or its licensors and is protected by Indian and international
          copyright and trademark laws. Projects and code you create remain yours; you give us permission to
          display them within the platform and, with your consent, to share them with hiring partners.
        </Trans>
      </p>
    ),
  },
  {
    id: 'certificates',
    title: msg`Certificates`,
    body: (
      <p>
        <Trans>
          A certificate is issued when you complete all the required modules of a course. Each certificate
          carries a unique ID that others can use to verify it. We may withdraw a certificate that was
          obtained through plagiarism, impersonation or any other breach of these terms.
        </Trans>
      </p>
    ),
  },
  {
    id: 'placements',
    title: msg`Placement support`,
    body: (
      <p>
        <Trans>
          Placement support, including resume reviews, mock interviews and referrals to hiring partners, is
          offered to help you find a job. Hiring decisions are made by employers alone, and we do not
          guarantee a job offer, a particular employer or a particular salary. Published placement figures
          describe past results and are not a promise of future outcomes.
        </Trans>
      </p>
    ),
  },
  {
    id: 'liability',
    title: msg`Disclaimers and limitation of liability`,
    body: (
      <>
        <p>
          <Trans>
            We work hard to keep the platform available and our content accurate, but the platform is provided
            on an "as is" and "as available" basis. Brief interruptions may occur for maintenance or for
            reasons beyond our control.
          </Trans>
        </p>
        <p>
          <Trans>
            To the extent permitted by law, our total liability for any claim relating to a course is limited
            to the fees you paid for that course. We are not liable for indirect or consequential losses, such
            as loss of income or opportunity.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: msg`Suspension and termination`,
    body: (
      <p>
        <Trans>
          You may close your account at any time by writing to {SUPPORT_EMAIL}. We may suspend or close an
          account that breaches these terms, after telling you why where the law allows. Sections that by
          their nature should continue, such as intellectual property and limitation of liability, survive the
          end of your account.
        </Trans>
      </p>
    ),
  },
  {
    id: 'law',
    title: msg`Governing law and disputes`,
    body: (
      <p>
        <Trans>
          These terms are governed by the laws of India. We encourage you to contact us first so that we can
          try to resolve any concern informally. Any dispute that cannot be resolved this way is subject to
          the exclusive jurisdiction of the courts at Bengaluru, Karnataka.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to these terms`,
    body: (
      <p>
        <Trans>
          We may update these terms as our services or the law change. We will post the new version on this
          page with a new "last updated" date and, for significant changes, notify you by e-mail or in your
          account before they take effect.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact and grievance officer`,
    body: (
      <>
        <p>
          <Trans>
            For questions about these terms, write to {SUPPORT_EMAIL} or use our{' '}
            <Link to="/contact">contact page</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            In line with the Information Technology Act, 2000 and the rules made under it, complaints may also
            be sent to our Grievance Officer, <strong>{officerName}</strong>, at {officerEmail}. We
            acknowledge complaints within 24 hours and aim to resolve them within 15 days.
          </Trans>
        </p>
      </>
    ),
  },
];

/** Terms of Service (spec part 1 route table). */
export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of Service`}
      path="/terms"
      sections={sections}
      summary={
        <p>
          <Trans>
            <strong>In short:</strong> keep your account to yourself, use course materials only for your own
            learning, pay in rupees by the method you choose, and ask for a refund within {REFUND_WINDOW_DAYS}{' '}
            days if a course is not right for you. We help you prepare for jobs, but employers make the hiring
            decisions.
          </Trans>
        </p>
      }
    />
  );
}
