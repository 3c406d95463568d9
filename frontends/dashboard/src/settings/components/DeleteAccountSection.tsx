import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { FIELD_LIMITS, SETTINGS_MESSAGES } from '@nightlife/domain';
import { api, readApiFailure } from '@nightlife/api';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Field,
  PasswordInput,
  toast,
} from '@nightlife/ui';
import { useDeleteAccountMutation } from '../../api/accounts-api';
import { DELETION_TERMS, updateFailedMessage } from '../settings-form';

/** Account deletion (spec 2 §2.18), confirmed with the password (DELETE /api/user). */
export function DeleteAccountSection() {
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Password is required');
      return;
    }
    try {
      await remove({ deleteAccountDto: { password } }).unwrap();
      // As on logout: leave the signed-in page first, then forget everything cached.
      setOpen(false);
      await navigate('/');
      dispatch(api.util.resetApiState());
      toast({
        title: 'Account deleted',
        description: 'Your account and its data are gone.',
        variant: 'success',
      });
    } catch (caught) {
      const failure = readApiFailure(caught);
      const message = updateFailedMessage(failure);
      setError(message);
      toast({ title: SETTINGS_MESSAGES.updateFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <section className="db-panel db-panel--danger" aria-labelledby="settings-delete-heading">
      <h2 id="settings-delete-heading" className="db-panel__title">
        Delete account
      </h2>
      <p className="db-panel__lead">
        {DELETION_TERMS} See the <Link to="/terms">Terms of Service</Link>.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setPassword('');
          setError(undefined);
        }}
      >
        <div className="db-panel__actions">
          <DialogTrigger asChild>
            <Button variant="danger">Delete account</Button>
          </DialogTrigger>
        </div>
        <DialogContent title="Delete your account?" description={DELETION_TERMS}>
          <form className="db-form" noValidate onSubmit={submit}>
            <Field label="Password" required error={error} hint="Enter your password to confirm.">
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="current-password"
                  maxLength={FIELD_LIMITS.password.max}
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isLoading}>
                Delete my account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
