import { Button } from '@nightlife/ui';

const TIERS = { general: 'General Admission', vip: 'VIP Access', backstage: 'Backstage Pass' } as const;

/** What the door shows after a scan: a large verdict, readable at arm's length in the dark. */
export type Shown =
  | {
      kind: 'admitted';
      name: string | null;
      party: number;
      /** In so far (inside, for a re-entry). */
      arrived: number;
      tier: keyof typeof TIERS;
      reentry: boolean;
    }
  | {
      kind: 'choose';
      name: string | null;
      party: number;
      arrived: number;
      /** The most this scan may let in. */
      most: number;
      tier: keyof typeof TIERS;
      reentry: boolean;
      admit: (count: number) => Promise<void>;
    }
  | {
      kind: 'already';
      name: string | null;
      party: number;
      firstEntry: { at: string; deviceId: string } | null;
    }
  | { kind: 'invalid'; reason: string }
  | { kind: 'exited'; name: string | null; party: number; inside: number };

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const nameOf = (name: string | null) => name ?? 'Guest (not synced yet)';

export function Verdict({ shown, onDone }: { shown: Shown | null; onDone: () => void }) {
  if (shown === null) {
    return (
      <div className="door-verdict door-verdict--idle" role="status" aria-live="polite">
        Ready to scan
      </div>
    );
  }
  const tone = { admitted: 'admit', choose: 'admit', already: 'already', invalid: 'invalid', exited: 'exit' }[
    shown.kind
  ];
  return (
    <div className={`door-verdict door-verdict--${tone}`} role="status" aria-live="assertive">
      {shown.kind === 'admitted' && (
        <>
          <p className="door-verdict__word">{shown.reentry ? 'WELCOME BACK' : 'ADMIT'}</p>
          <p className="door-verdict__name">{nameOf(shown.name)}</p>
          <p className="door-verdict__detail">
            {TIERS[shown.tier]} · {shown.arrived} of {shown.party} in
          </p>
        </>
      )}
      {shown.kind === 'choose' && (
        <>
          <p className="door-verdict__word">{shown.reentry ? 'WELCOME BACK' : 'ADMIT'}</p>
          <p className="door-verdict__name">{nameOf(shown.name)}</p>
          <p className="door-verdict__detail">
            Party of {shown.party} · {shown.arrived} of {shown.party} in. How many are here?
          </p>
          <div className="door-verdict__counts">
            {Array.from({ length: shown.most }, (_, i) => i + 1).map((count) => (
              <Button key={count} size="lg" onClick={() => void shown.admit(count)}>
                Admit {count}
              </Button>
            ))}
          </div>
        </>
      )}
      {shown.kind === 'already' && (
        <>
          <p className="door-verdict__word">ALREADY IN</p>
          <p className="door-verdict__name">{nameOf(shown.name)}</p>
          <p className="door-verdict__detail">
            Party of {shown.party}
            {shown.firstEntry && ` · in since ${timeOf(shown.firstEntry.at)} at ${shown.firstEntry.deviceId}`}
          </p>
        </>
      )}
      {shown.kind === 'invalid' && (
        <>
          <p className="door-verdict__word">INVALID</p>
          <p className="door-verdict__detail">{shown.reason}</p>
        </>
      )}
      {shown.kind === 'exited' && (
        <>
          <p className="door-verdict__word">OUT</p>
          <p className="door-verdict__name">{nameOf(shown.name)}</p>
          <p className="door-verdict__detail">
            {shown.inside} of {shown.party} still inside
          </p>
        </>
      )}
      {shown.kind !== 'choose' && (
        <Button variant="ghost" size="sm" onClick={onDone}>
          Next guest
        </Button>
      )}
    </div>
  );
}
