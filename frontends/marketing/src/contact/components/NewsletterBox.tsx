import { FIELD_LIMITS, NEWSLETTER_MESSAGES, validateEmailSignup } from '@nightlife/domain';
import { Button, Field, Input, toast } from '@nightlife/ui';
import { useState, type FormEvent } from 'react';
import { useJoinNewsletterMutation } from '../../api/marketing-api';
import { errorsByField, readFormFailure } from '../../shared/form-errors';

/** Spec 2 §2.12: the VIP newsletter box, an email only. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [join, { isLoading }] = useJoinNewsletterMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const problems = errorsByField(validateEmailSignup('newsletter', { email }));
    if (problems.email) {
      setError(problems.email);
      input.focus();
      return;
    }
    try {
      await join({ emailSignup: { email } }).unwrap();
      toast({
        title: NEWSLETTER_MESSAGES.joined.title,
        description: NEWSLETTER_MESSAGES.joined.description,
        variant: 'success',
      });
      setEmail('');
    } catch (failure) {
      setError(readFormFailure(failure).fieldErrors.email);
      toast({
        title: NEWSLETTER_MESSAGES.failed.title,
        description: NEWSLETTER_MESSAGES.failed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="mk-panel mk-panel--pink" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="mk-panel__title">
        Join the VIP list
      </h2>
      <p className="mk-panel__text">First dibs on guest lists, secret locations and partner nights.</p>
      <form className="mk-inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email for the VIP list" error={error} className="mk-inline-form__field">
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              maxLength={FIELD_LIMITS.email.max}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={isLoading}>
          {isLoading ? 'JOINING...' : 'JOIN'}
        </Button>
      </form>
    </section>
  );
}
