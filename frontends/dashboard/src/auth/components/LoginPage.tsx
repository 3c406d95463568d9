import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Field, Input, PasswordInput, toast } from '@nightlife/ui';
import { safeRedirectPath } from '@nightlife/domain';
import { isRsvpRedirect, redirectQuery, verificationPath } from '../redirect.policy';
import { useAuthRedirect } from '../hooks/useAuthRedirect';
import { useLoginForm } from '../hooks/useLoginForm';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const [params] = useSearchParams();
  const rawRedirect = params.get('redirect');
  const navigate = useNavigate();
  // Spec 2 §2.3: a signed-in visitor goes to /{redirect} (default dashboard).
  const redirect = safeRedirectPath(rawRedirect, '/dashboard');
  const { markHandled } = useAuthRedirect(redirect);
  const form = useLoginForm(() => {
    markHandled();
    // Also replaces an earlier 'Login failed' toast, which would otherwise follow the user.
    toast({ title: 'Welcome back!', description: 'You are signed in.', variant: 'success' });
    // Spec 2 §2.3: on to the SMS prompt, which then takes the user where they were going.
    navigate(verificationPath(rawRedirect));
  });

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle={
        isRsvpRedirect(redirect)
          ? 'Log in to complete your RSVP.'
          : 'Log in to see your RSVPs, your events and who’s going out tonight.'
      }
      footer={
        <>
          New here? <Link to={`/signup${redirectQuery(rawRedirect)}`}>Create an account</Link>
        </>
      }
    >
      <form className="db-form" noValidate onSubmit={form.submit}>
        {form.error && (
          <p className="db-form__error" role="alert">
            {form.error}
          </p>
        )}
        <Field label="Username" id="login-username" required>
          {(control) => (
            <Input
              {...control}
              name="username"
              autoComplete="username"
              value={form.username}
              onChange={(event) => form.setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field label="Password" id="login-password" required>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={form.password}
              onChange={(event) => form.setPassword(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" size="lg" block loading={form.submitting}>
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
