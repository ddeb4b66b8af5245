import { LoginBody } from '@academy/shared';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, PasswordField } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin } from '../api/login';
import { EmailField } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { SocialSignIn } from '../components/social-sign-in';
import { useAuthForm } from '../components/use-auth-form';

/**
 * Login (spec part 1 §2). On success the /login guard sends the user where they were going, else to
 * their role's dashboard.
 */
export default function LoginPage() {
  usePageTitle('Sign in');
  const location = useLocation();
  const login = useLogin();
  const { register, handleSubmit, errors } = useAuthForm(LoginBody, { email: '', password: '' });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue learning."
      accent="blue"
      panel={{
        heading: 'Pick up where you left off',
        text: 'Your courses, assignments and certificates are waiting for you.',
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {login.isError && (
          <Alert tone="error">{messageOf(login.error, 'Login failed. Please check your credentials.')}</Alert>
        )}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.labelRow}>
          <Link to="/forgot-password" className={textOf('sm', 'semibold')}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth busy={login.isPending}>
          Sign In
        </Button>
        <SocialSignIn />
      </form>
      <p className={styles.switch}>
        New here?{' '}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
