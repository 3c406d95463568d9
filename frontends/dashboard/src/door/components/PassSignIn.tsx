import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@nightlife/ui';

/** The door pass's PIN, asked once per device (ADR 0033): the link alone opens nothing. */
export function PassSignIn({ onSubmit }: { onSubmit: (pin: string) => Promise<string | null> }) {
  const [pin, setPin] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(await onSubmit(pin));
    setBusy(false);
  };
  return (
    <form className="door-pass" onSubmit={(e) => void submit(e)}>
      <h1 className="door__title">Door pass</h1>
      <p className="door__sync">Enter the 6-digit PIN the host gave you with this link.</p>
      <Field label="PIN" error={refusal ?? undefined}>
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block disabled={busy || pin.length !== 6}>
        Open the door
      </Button>
    </form>
  );
}
