import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth/auth-context';
import { SignInPrompt } from '../components/sign-in-prompt';
import { SupportCenter } from '../components/support-center';

/**
 * The support center's screen, for /student/support (students, behind the guard) and /support-tickets (anyone):
 * a signed-in user of any role sees their own tickets; a signed-out visitor is asked to sign in.
 */
export default function SupportCenterPage() {
  const { t } = useLingui();
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner label={t`Checking your sign-in`} />;
  if (auth.status === 'signed-out') return <SignInPrompt />;
  return <SupportCenter role={auth.user.role} />;
}
