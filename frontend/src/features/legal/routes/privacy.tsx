import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from '../components/legal-page';
import {
  GRIEVANCE_OFFICER,
  GRIEVANCE_RESPONSE_DAYS,
  LEGAL_ENTITY,
  PRIVACY_EMAIL,
  REGISTERED_OFFICE,
} from '../constants';

const {
  name: officerName,
  email: officerEmail,
  title: officerTitle,
  company: officerCompany,
  postalAddress: officerAddress,
} = GRIEVANCE_OFFICER;
const responseDays = GRIEVANCE_RESPONSE_DAYS;

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: msg`Who we are`,
    body: (
      <p>
        <Trans>
          {LEGAL_ENTITY} ("we", "us") runs the Academy learning platform and is responsible for the personal
          data described in this policy. Our registered office is at {REGISTERED_OFFICE}. We process personal
          data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act,
          2000.
        </Trans>
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: msg`Information we collect`,
    body: (
      <ul>
        <li>
          <Trans>
            <strong>Account details:</strong> your name, e-mail address, password (stored only in hashed form)
            and role.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Profile details you choose to add:</strong> phone number, date of birth, education,
            experience and a short bio.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Learning activity:</strong> enrolments, progress and watch time, assignment submissions,
            grades, forum posts, chats with mentors, support tickets and certificates.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Payment information:</strong> order amounts and payment status. Card, UPI and bank details
            are handled by our payment partners; we never see or store full card numbers.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical data:</strong> device and browser type, IP address and pages visited, used to
            keep the platform secure and working well.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Messages you send us</strong>, for example by e-mail or in a support ticket.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: msg`How we use your information`,
    body: (
      <ul>
        <li>
          <Trans>to create and secure your account and sign you in;</Trans>
        </li>
        <li>
          <Trans>to deliver courses, track your progress, grade assignments and issue certificates;</Trans>
        </li>
        <li>
          <Trans>to process payments and refunds and to keep records the law requires;</Trans>
        </li>
        <li>
          <Trans>to answer your questions and support requests;</Trans>
        </li>
        <li>
          <Trans>
            to send service messages, such as class reminders and notifications you can manage in your
            account;
          </Trans>
        </li>
        <li>
          <Trans>
            with your consent, to share your profile with hiring partners for placement opportunities;
          </Trans>
        </li>
        <li>
          <Trans>to improve our courses using aggregated, de-identified statistics.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: msg`Consent and legitimate uses`,
    body: (
      <p>
        <Trans>
          We process your personal data on the basis of the consent you give when you create an account and
          enrol, and for the legitimate uses the law permits, such as meeting legal obligations. You can
          withdraw your consent at any time; this does not affect processing that took place before, but we
          may then be unable to provide some services, such as placement referrals.
        </Trans>
      </p>
    ),
  },
  {
    id: 'sharing',
    title: msg`When we share information`,
    body: (
      <>
        <p>
          <Trans>We do not sell your personal data. We share it only with:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              service providers who host the platform, process payments, send e-mail or provide video
              delivery, under contracts that require them to protect it;
            </Trans>
          </li>
          <li>
            <Trans>hiring partners, only when you have opted in to placement support;</Trans>
          </li>
          <li>
            <Trans>
              universities or employers that sponsor your enrolment, limited to your progress and results;
            </Trans>
          </li>
          <li>
            <Trans>authorities, when the law requires us to.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: msg`Storage and security`,
    body: (
      <p>
        <Trans>
          Your data is stored on secure cloud infrastructure, encrypted in transit and at rest. Access is
          limited to staff and mentors who need it for their work. No system is perfectly secure; if a breach
          affecting your data occurs, we will inform you and the Data Protection Board of India as the law
          requires.
        </Trans>
      </p>
    ),
  },
  {
    id: 'retention',
    title: msg`How long we keep data`,
    body: (
      <p>
        <Trans>
          We keep your account data for as long as your account is active. If you close your account, we
          delete or anonymise your personal data within 90 days, except for records we must keep for tax and
          accounting purposes, and certificate records needed to verify certificates already issued.
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: msg`Your rights`,
    body: (
      <>
        <p>
          <Trans>You have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>get a summary of the personal data we hold about you and how we use it;</Trans>
          </li>
          <li>
            <Trans>correct, complete or update your data (much of it directly from your profile);</Trans>
          </li>
          <li>
            <Trans>ask us to erase your data when it is no longer needed;</Trans>
          </li>
          <li>
            <Trans>withdraw consent you have given;</Trans>
          </li>
          <li>
            <Trans>nominate a person to exercise your rights in case of death or incapacity;</Trans>
          </li>
          <li>
            <Trans>
              raise a grievance with us and, if unresolved, with the Data Protection Board of India.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>To exercise these rights, write to {PRIVACY_EMAIL}.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'using-your-rights',
    title: msg`Using your rights from your account`,
    body: (
      <>
        <p>
          <Trans>
            Most of these rights work from your account, on the{' '}
            <Link to="/profile/privacy">Privacy page</Link> of your profile:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Access and export:</strong> download a copy of everything we hold about you, as JSON
              files in a ZIP archive.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correction:</strong> correct or complete your details on your profile.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Erasure:</strong> delete your account. You can cancel during a short cooling-off period;
              records the law requires us to keep, such as invoices, are kept with as little personal data as
              possible.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Withdrawing consent:</strong> turn optional uses, such as analytics of your watch time,
              off at any time; the change applies from your next request.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Nomination:</strong> to name a person who may exercise your rights if you die or cannot
              act, write to our Grievance Officer.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: msg`Grievance officer`,
    body: (
      <>
        <p>
          <Trans>
            If you have a complaint about how we handle your personal data, contact our Grievance Officer:
          </Trans>
        </p>
        <address>
          <strong>{officerName}</strong>, {officerTitle}
          <br />
          {officerCompany}
          <br />
          {officerAddress}
          <br />
          <a href={`mailto:${officerEmail}`}>{officerEmail}</a>
        </address>
        <p>
          <Trans>
            To raise a grievance, open a support ticket in the <strong>Privacy / grievance</strong> category
            from <Link to="/support-tickets">Support</Link>, or write to {officerEmail}. We answer within{' '}
            {responseDays} days of receiving it, and the ticket shows the date its answer is due.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are not satisfied with our answer, or we do not answer in time, you have the right to
            complain to the Data Protection Board of India.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies and browser storage`,
    body: (
      <p>
        <Trans>
          We use your browser's storage to keep you signed in and to remember your preferences. We do not use
          third-party advertising cookies. If you clear your browser storage, you will simply need to sign in
          again.
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Learners under 18`,
    body: (
      <p>
        <Trans>
          Learners under 18 may use the platform only with the verifiable consent of a parent or lawful
          guardian. We do not track children's behaviour for advertising or target advertising at them.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          We will post any changes on this page with a new "last updated" date, and tell you in advance by
          e-mail or in your account if a change affects how we use your data.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact and grievance officer`,
    body: (
      <p>
        <Trans>
          For privacy questions, write to {PRIVACY_EMAIL}. Complaints may be sent to our Grievance Officer,{' '}
          <strong>{officerName}</strong>, at {officerEmail}. You can also reach us through our{' '}
          <Link to="/contact">contact page</Link>.
        </Trans>
      </p>
    ),
  },
];

/** Privacy Policy (spec part 1 route table). */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy Policy`}
      path="/privacy"
      sections={sections}
      summary={
        <p>
          <Trans>
            <strong>In short:</strong> we collect what we need to teach you, certify you and help you get
            placed. We never sell your data, we share it with employers only if you opt in, and you can see,
            correct or delete it at any time.
          </Trans>
        </p>
      }
    />
  );
}
