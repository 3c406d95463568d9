import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, toast } from '@nightlife/ui';
import { redirectQuery } from '../redirect.policy';
import { useSignupForm } from '../hooks/useSignupForm';
import { AuthLayout } from './AuthLayout';
import { SignupFields } from './SignupFields';

const ORDER = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
] as const;

export function HostSignupPage() {
  const [params] = useSearchParams();
  const rawRedirect = params.get('redirect');
  const navigate = useNavigate();
  const form = useSignupForm('host', () => {
    // Also replaces any earlier error toast, which would otherwise follow the user to the next page.
    toast({ title: 'Welcome to NIGHTLIFE!', description: 'Your host account is ready.', variant: 'success' });
    // Spec 2 §2.4: on to profile setup, which carries the redirect on to the SMS prompt.
    navigate(`/profile-setup${redirectQuery(rawRedirect)}`);
  });

  return (
    <AuthLayout
      title="Start Hosting"
      subtitle="Create your host account to publish events, track RSVPs and grow your crowd."
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
        <div className="db-form__row">
          <SignupFields
            order={ORDER.slice(0, 2)}
            values={form.values}
            errors={form.fieldErrors}
            onChange={form.setField}
          />
        </div>
        <SignupFields
          order={ORDER.slice(2)}
          values={form.values}
          errors={form.fieldErrors}
          onChange={form.setField}
        />
        <Button type="submit" variant="primary" size="lg" block loading={form.submitting}>
          Create host account
        </Button>
      </form>
    </AuthLayout>
  );
}
