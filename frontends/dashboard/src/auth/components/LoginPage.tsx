import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Field, Input, PasswordInput, toast } from '@nightlife/ui';
import { redirectQuery, safeRedirectPath } from '../redirect.policy';
import { useAuthRedirect } from '../hooks/useAuthRedirect';
import { useLoginForm } from '../hooks/useLoginForm';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const [params] = useSearchParams();
  const rawRedirect = params.get('redirect');
  const navigate = useNavigate();
  // Spec 2 §2.3: a signed-in visitor goes to /{redirect} (default dashboard).
  const { markHandled } = useAuthRedirect(safeRedirectPath(rawRedirect, '/dashboard'));
  const form = useLoginForm(() => {
    markHandled();
    // Also replaces an earlier 'Login failed' toast, which would otherwise follow the user.
    toast({ title: 'Welcome back!', description: 'You are signed in.', variant: 'success' });
    navigate('/verification');
  });

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Log in to see your RSVPs, your events and who’s going out tonight."
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
