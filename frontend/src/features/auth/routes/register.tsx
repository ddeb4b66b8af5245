import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Checkbox, Select, TextField } from '../../../components/ui';
import { messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegister } from '../api/register';
import { EmailField, NewPasswordFields } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { useAuthForm } from '../components/use-auth-form';
import { RegisterForm } from '../schemas';

/** Self-registration offers only the student role (spec part 1 §6). */
const roleOptions = [{ value: 'student', label: msg`Student` }] as const;

/** Register (spec part 1 §2). On success the user is signed in and the guard sends them to their dashboard. */
export default function RegisterPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Create account`);
  const location = useLocation();
  const registration = useRegister();
  const { register, handleSubmit, errors } = useAuthForm(RegisterForm, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: 'student' as const,
    terms: false,
  });

  const onSubmit = handleSubmit(({ name, email, password, confirmPassword }) =>
    registration.mutate({ name, email, password, confirmPassword }),
  );

  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Start learning with India's job-ready tech programmes.`}
      accent="indigo"
      panel={{
        heading: t`Learn the skills companies hire for`,
        text: t`Join thousands of learners building careers in tech.`,
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {registration.isError && (
          <Alert tone="error">
            {messageOf(registration.error, t`Registration failed. Please try again.`)}
          </Alert>
        )}
        <TextField
          label={t`Full name`}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          label={t`Password`}
          confirmLabel={t`Confirm password`}
          password={{ error: errors.password?.message, ...register('password') }}
          confirmation={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <Select
          label={t`I am joining as`}
          options={roleOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          error={errors.role?.message}
          {...register('role')}
        />
        <Checkbox
          label={
            <Trans>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>
            </Trans>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={registration.isPending}
          busyText={t`Creating account...`}
        >
          <Trans>Create account</Trans>
        </Button>
      </form>
      <p className={styles.switch}>
        <Trans>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}
