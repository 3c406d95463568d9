import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, toast } from '@nightlife/ui';
import { safeRedirectPath } from '@nightlife/domain';
import { isRsvpRedirect, redirectQuery } from '../redirect.policy';
import { scheduleSignupRedirect } from '../signup-redirect';
import { useAuthRedirect } from '../hooks/useAuthRedirect';
import { useSignupForm } from '../hooks/useSignupForm';
import { AuthLayout } from './AuthLayout';
import { SignupFields } from './SignupFields';

const ORDER = ['username', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
const SIGNUP_PATH = '/attendee-signup';

export function AttendeeSignupPage() {
  const [params] = useSearchParams();
  const rawRedirect = params.get('redirect');
  const redirect = safeRedirectPath(rawRedirect, '/dashboard');
  const forRsvp = isRsvpRedirect(redirect);
  const navigate = useNavigate();
  const { markHandled } = useAuthRedirect(redirect);
  const [done, setDone] = useState(false);
  const cancelRedirect = useRef<() => void>(() => undefined);

  useEffect(() => () => cancelRedirect.current(), []);

  const form = useSignupForm('attendee', () => {
    markHandled();
    setDone(true);
    toast({ title: 'Welcome to the party!', description: 'Your account is ready.', variant: 'success' });
    cancelRedirect.current = scheduleSignupRedirect(redirect, SIGNUP_PATH, {
      navigate,
      currentPath: () => window.location.pathname,
      hardNavigate: (path) => window.location.assign(path),
    });
  });

  return (
    <AuthLayout
      title="Join the Party"
      subtitle={
        forRsvp
          ? 'Create your account to complete your RSVP.'
          : 'Create your account to RSVP, see who’s going and never miss a night out.'
      }
      footer={
        <>
          Already have an account? <Link to={`/login${redirectQuery(rawRedirect)}`}>Log in</Link>
        </>
      }
    >
      <form className="db-form" noValidate onSubmit={form.submit}>
        {form.formError && (
          <p className="db-form__error" role="alert">
            {form.formError}
          </p>
        )}
        <SignupFields order={ORDER} values={form.values} errors={form.fieldErrors} onChange={form.setField} />
        <Button type="submit" variant="primary" size="lg" block loading={form.submitting} disabled={done}>
          {done ? 'Taking you there…' : forRsvp ? 'Sign up & continue to RSVP' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
