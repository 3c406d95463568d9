import { FIELD_LIMITS, validateEmailSignup, WAITLIST_MESSAGES } from '@nightlife/domain';
import { Button, Field, Input, toast } from '@nightlife/ui';
import { useState, type FormEvent } from 'react';
import { useJoinPartyTagWaitlistMutation } from '../../api/marketing-api';
import { errorsByField, readFormFailure } from '../../shared/form-errors';

/** The waitlist email box (spec 2 §2.16), shown twice on the page; `label` names each one. */
export function WaitlistBox({ label, buttonLabel }: { label: string; buttonLabel: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [join, { isLoading }] = useJoinPartyTagWaitlistMutation();

  const refuse = (message: string, input: HTMLInputElement) => {
    setError(message);
    toast({ title: message, variant: 'destructive' });
    input.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const problem = errorsByField(validateEmailSignup('party-tag-waitlist', { email })).email;
    if (problem) return refuse(problem, input);
    try {
      await join({ emailSignup: { email } }).unwrap();
      toast({
        title: WAITLIST_MESSAGES.joined.title,
        description: WAITLIST_MESSAGES.joined.description,
        variant: 'success',
      });
      setEmail('');
      setError(undefined);
    } catch (failure) {
      // Spec 2 §8: the server's words when it gave any.
      const { fieldErrors, detail } = readFormFailure(failure);
      refuse(fieldErrors.email ?? detail ?? WAITLIST_MESSAGES.failed, input);
    }
  };

  return (
    <form className="mk-inline-form mk-waitlist" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={label} error={error} className="mk-inline-form__field">
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
      <Button type="submit" loading={isLoading}>
        {isLoading ? 'Joining...' : buttonLabel}
      </Button>
    </form>
  );
}
