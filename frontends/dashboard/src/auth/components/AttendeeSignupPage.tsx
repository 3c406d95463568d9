import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, toast } from '@nightlife/ui';
import { isRsvpRedirect, redirectQuery, safeRedirectPath } from '../redirect.policy';
import { SIGNUP_HARD_NAVIGATION_DELAY_MS, SIGNUP_REDIRECT_DELAY_MS } from '../signup-timings';
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
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const form = useSignupForm('attendee', () => {
    markHandled();
    setDone(true);
    toast({ title: 'Welcome to the party!', description: 'Your account is ready.', variant: 'success' });
    timers.current.push(
      window.setTimeout(() => {
        navigate(redirect);
        // If client-side navigation did not leave this screen, load the target for real.
        const fallback = window.setTimeout(() => {
          if (window.location.pathname === SIGNUP_PATH) window.location.assign(redirect);
        }, SIGNUP_HARD_NAVIGATION_DELAY_MS);
        timers.current.push(fallback);
      }, SIGNUP_REDIRECT_DELAY_MS),
    );
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
