import { useState, type FormEvent } from 'react';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, Input, Select, toast } from '@nightlife/ui';
import {
  useCreateDoorPassMutation,
  useListDoorPassesQuery,
  useRevokeDoorPassMutation,
  type NewDoorPass,
} from '../tickets-api';

const STATE_LABELS = { active: 'Active', expired: 'Expired', revoked: 'Revoked', locked: 'Locked' } as const;
const ROLE_OPTIONS = [
  { value: 'scanner', label: 'Scanner' },
  { value: 'supervisor', label: 'Supervisor' },
];
const until = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Door passes (issue 19 §2, ADR 0033): staff without accounts run the door with a link and a PIN,
 * shown once when the pass is made. The host revokes one at once.
 */
export function DoorPassesPanel({ eventId }: { eventId: string }) {
  const passes = useListDoorPassesQuery({ eventId });
  const [create, creating] = useCreateDoorPassMutation();
  const [revoke] = useRevokeDoorPassMutation();
  const [name, setName] = useState('');
  const [role, setRole] = useState('scanner');
  const [made, setMade] = useState<NewDoorPass | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      setMade(await create({ eventId, createDoorPassDto: { name, role: role as 'scanner' } }).unwrap());
      setName('');
    } catch (error) {
      const failure = readApiFailure(error);
      setProblem(
        failure.kind === 'http' ? (failure.fieldErrors?.[0]?.message ?? failure.detail ?? null) : null,
      );
    }
  };
  const link = made ? `${window.location.origin}/door/${eventId}?pass=${made.token}` : '';
  const copy = async (text: string, what: string) => {
    await navigator.clipboard.writeText(text).catch(() => {});
    toast({ title: `${what} copied`, variant: 'success' });
  };

  return (
    <section className="db-tix-passes" aria-labelledby="door-passes-title">
      <h2 id="door-passes-title" className="db-tix-requests__title">
        Door passes
      </h2>
      <p className="db-tix-passes__intro">
        Door staff without an account open the door app with a link and a PIN. A pass works for this event
        only, until 6 hours after it ends, or until you revoke it.
      </p>
      <form className="db-tix-passes__form" onSubmit={(e) => void submit(e)}>
        <Field label="Device or person" error={problem ?? undefined}>
          {(props) => (
            <Input
              {...props}
              value={name}
              placeholder="Main door phone"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role">
          {(props) => <Select {...props} options={ROLE_OPTIONS} value={role} onValueChange={setRole} />}
        </Field>
        <Button type="submit" disabled={creating.isLoading}>
          Make a pass
        </Button>
      </form>
      {made && (
        <div className="db-tix-passes__made" role="status">
          <p>
            <strong>{made.name}</strong>: send the link and the PIN to whoever runs this door. They are shown
            only now.
          </p>
          <p className="db-tix-passes__secret">
            <span>Link</span> <code>{link}</code>{' '}
            <Button size="sm" variant="secondary" onClick={() => void copy(link, 'Link')}>
              Copy link
            </Button>
          </p>
          <p className="db-tix-passes__secret">
            <span>PIN</span> <code aria-label="PIN">{made.pin}</code>{' '}
            <Button size="sm" variant="secondary" onClick={() => void copy(made.pin, 'PIN')}>
              Copy PIN
            </Button>
          </p>
        </div>
      )}
      {(passes.data ?? []).length > 0 && (
        <ul className="db-tix-passes__list" aria-label="Passes">
          {passes.data!.map((pass) => (
            <li key={pass.id} className="db-tix-passes__pass">
              <span className="db-tix-passes__name">{pass.name}</span>
              <span className="db-tix-passes__meta">
                {pass.role === 'supervisor' ? 'Supervisor' : 'Scanner'} · {STATE_LABELS[pass.state]} · until{' '}
                {until(pass.expiresAt)}
              </span>
              {pass.state === 'active' && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke ${pass.name}`}
                  onClick={() => void revoke({ eventId, passId: pass.id })}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
