/** The sign-in screens say nothing outside the catalogues (rendered in the pseudo language, no English left). */
import { afterAll, describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import { BRAND_NAME } from '../../lib/constants';
import { untranslated } from '../../testing/markup';
import { pseudoMarkup as pseudo } from '../../testing/signed-in';
import { testUser } from '../../testing/users';
import { MfaSetupSteps } from './components/mfa-setup-steps';
import { TwoStepVerificationCard } from './components/two-step-card';
import ForgotPasswordPage from './routes/forgot-password';
import LoginPage from './routes/login';
import RegisterPage from './routes/register';

// The brand, "AI/ML", the authenticator apps' and sign-in providers' names, the QR code and its key.
const allowed = [
  // The privacy notice's grievance contact (registration shows the notice).
  'grievance@academy.example',
  BRAND_NAME,
  'AI/ML',
  'Google Authenticator',
  'Microsoft Authenticator',
  '1Password',
  'Google',
  'GitHub',
  'LinkedIn',
  'QR',
  'ABCD',
];

describe('the sign-in screens in the pseudo language', () => {
  afterAll(() => session.reset());

  it('login, register and the password reset', () => {
    expect(untranslated(pseudo(<LoginPage />), allowed)).toEqual([]);
    expect(untranslated(pseudo(<RegisterPage />), allowed)).toEqual([]);
    expect(untranslated(pseudo(<ForgotPasswordPage />), allowed)).toEqual([]);
  });

  it('setting up two-step verification, and its card on the profile', () => {
    const setup = { session: 's', secretCode: 'ABCDABCD', otpauthUri: 'otpauth://x', qrCodeSvg: '<svg/>' };
    expect(
      untranslated(pseudo(<MfaSetupSteps setup={setup} onRestart={() => {}} restartLabel="Ś" />), allowed),
    ).toEqual([]);
    session.setUser(testUser({ mfaEnabled: false }));
    expect(untranslated(pseudo(<TwoStepVerificationCard />), allowed)).toEqual([]);
  });
});
