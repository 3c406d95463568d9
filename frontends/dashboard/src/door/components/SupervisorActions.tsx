import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@nightlife/ui';
import type { DeviceScan } from '../door-db';

/** Which override a scan allows: undo an admission, or admit a refused entry of a known ticket. */
function overrideOf(scan: DeviceScan): 'undo' | 'admit' | null {
  if (scan.kind !== 'entry') return null;
  if (scan.local.verdict === 'admitted') return 'undo';
  return scan.about ? 'admit' : null;
}

/**
 * A supervisor's overrides of the last scan (ADR 0033), each with a reason the server keeps with
 * who made it. They need the network: the server has the last word.
 */
export function SupervisorActions({
  scan,
  online,
  onOverride,
}: {
  scan: DeviceScan;
  online: boolean;
  onOverride: (kind: 'undo' | 'admit', reason: string) => Promise<string | null>;
}) {
  const kind = overrideOf(scan);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ done: boolean; text: string } | null>(null);
  if (kind === null) return null;
  const label = kind === 'undo' ? 'Undo check-in' : 'Admit anyway';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onOverride(kind, reason);
    setOutcome(
      refusal === null
        ? {
            done: true,
            text:
              kind === 'undo' ? 'Check-in undone. Your reason is kept.' : 'Admitted. Your reason is kept.',
          }
        : { done: false, text: refusal },
    );
    if (refusal === null) setAsking(false);
  };

  return (
    <div className="door-override">
      {outcome && (
        <p className={outcome.done ? 'door-override__done' : 'door-override__refused'} role="status">
          {outcome.text}
        </p>
      )}
      {!outcome?.done &&
        (asking ? (
          <form className="door-override__form" onSubmit={(e) => void submit(e)}>
            <Field label={`${label}: why?`}>
              {(props) => (
                <Input
                  {...props}
                  value={reason}
                  maxLength={300}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="secondary" disabled={reason.trim() === ''}>
              Confirm
            </Button>
          </form>
        ) : (
          <Button variant="ghost" size="sm" disabled={!online} onClick={() => setAsking(true)}>
            {online ? label : `${label} (needs the network)`}
          </Button>
        ))}
    </div>
  );
}
