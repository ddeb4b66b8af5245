import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { GRIEVANCE_OFFICER, LEGAL_ENTITY, PRIVACY_EMAIL, REGISTERED_OFFICE } from '../constants';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {LEGAL_ENTITY} ("we", "us") runs the Academy learning platform and is responsible for the personal
        data described in this policy. Our registered office is at {REGISTERED_OFFICE}. We process personal
        data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act,
        2000.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, password (stored only in hashed form)
          and role.
        </li>
        <li>
          <strong>Profile details you choose to add:</strong> phone number, date of birth, education,
          experience and a short bio.
        </li>
        <li>
          <strong>Learning activity:</strong> enrolments, progress and watch time, assignment submissions,
          grades, forum posts, chats with mentors, support tickets and certificates.
        </li>
        <li>
          <strong>Payment information:</strong> order amounts and payment status. Card, UPI and bank details
          are handled by our payment partners; we never see or store full card numbers.
        </li>
        <li>
          <strong>Technical data:</strong> device and browser type, IP address and pages visited, used to keep
          the platform secure and working well.
        </li>
        <li>
          <strong>Messages you send us</strong>, for example by e-mail or in a support ticket.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to create and secure your account and sign you in;</li>
        <li>to deliver courses, track your progress, grade assignments and issue certificates;</li>
        <li>to process payments and refunds and to keep records the law requires;</li>
        <li>to answer your questions and support requests;</li>
        <li>
          to send service messages, such as class reminders and notifications you can manage in your account;
        </li>
        <li>with your consent, to share your profile with hiring partners for placement opportunities;</li>
        <li>to improve our courses using aggregated, de-identified statistics.</li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'Consent and legitimate uses',
    body: (
      <p>
        We process your personal data on the basis of the consent you give when you create an account and
        enrol, and for the legitimate uses the law permits, such as meeting legal obligations. You can
        withdraw your consent at any time; this does not affect processing that took place before, but we may
        then be unable to provide some services, such as placement referrals.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>
            service providers who host the platform, process payments, send e-mail or provide video delivery,
            under contracts that require them to protect it;
          </li>
          <li>hiring partners, only when you have opted in to placement support;</li>
          <li>
            universities or employers that sponsor your enrolment, limited to your progress and results;
          </li>
          <li>authorities, when the law requires us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Storage and security',
    body: (
      <p>
        Your data is stored on secure cloud infrastructure, encrypted in transit and at rest. Access is
        limited to staff and mentors who need it for their work. No system is perfectly secure; if a breach
        affecting your data occurs, we will inform you and the Data Protection Board of India as the law
        requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep your account data for as long as your account is active. If you close your account, we delete
        or anonymise your personal data within 90 days, except for records we must keep for tax and accounting
        purposes, and certificate records needed to verify certificates already issued.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>correct, complete or update your data (much of it directly from your profile);</li>
          <li>ask us to erase your data when it is no longer needed;</li>
          <li>withdraw consent you have given;</li>
          <li>nominate a person to exercise your rights in case of death or incapacity;</li>
          <li>raise a grievance with us and, if unresolved, with the Data Protection Board of India.</li>
        </ul>
        <p>To exercise these rights, write to {PRIVACY_EMAIL}.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use your browser's storage to keep you signed in and to remember your preferences. We do not use
        third-party advertising cookies. If you clear your browser storage, you will simply need to sign in
        again.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Learners under 18',
    body: (
      <p>
        Learners under 18 may use the platform only with the verifiable consent of a parent or lawful
        guardian. We do not track children's behaviour for advertising or target advertising at them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any changes on this page with a new "last updated" date, and tell you in advance by
        e-mail or in your account if a change affects how we use your data.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and grievance officer',
    body: (
      <p>
        For privacy questions, write to {PRIVACY_EMAIL}. Complaints may be sent to our Grievance Officer,{' '}
        <strong>{GRIEVANCE_OFFICER.name}</strong>, at {GRIEVANCE_OFFICER.email}. You can also reach us through
        our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** Privacy Policy (spec part 1 route table). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      sections={sections}
      summary={
        <p>
          <strong>In short:</strong> we collect what we need to teach you, certify you and help you get
          placed. We never sell your data, we share it with employers only if you opt in, and you can see,
          correct or delete it at any time.
        </p>
      }
    />
  );
}
