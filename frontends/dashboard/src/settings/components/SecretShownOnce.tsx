import type { ReactNode } from 'react';
import { Button, Field, Input } from '@nightlife/ui';
import { copyWithToast } from '../../shared/copy-with-toast';

/**
 * A secret the server shows this once (an access token, a webhook's signing secret): selectable,
 * copyable, and gone once the user says Done.
 */
export function SecretShownOnce({
  label,
  secret,
  children,
  onDone,
}: {
  label: string;
  secret: string;
  children: ReactNode;
  onDone: () => void;
}) {
  const copy = () => copyWithToast(secret, 'Copied', 'Select it and copy it.');
  return (
    <div className="db-tokens__made" role="status">
      <p>{children}</p>
      <Field label={label}>
        {(control) => (
          <Input {...control} readOnly value={secret} onFocus={(event) => event.target.select()} />
        )}
      </Field>
      <div className="db-panel__actions">
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
