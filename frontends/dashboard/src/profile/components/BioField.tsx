import { Field, Textarea } from '@nightlife/ui';
import { BIO_MAX, bioCounter, capBio } from '../profile-form';

/** The bio with its counter to 300 (spec 2 §2.5); typing stops at the limit. */
export function BioField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (bio: string) => void;
  error?: string;
}) {
  return (
    <Field label="Bio" hint={<span aria-live="polite">{bioCounter(value)}</span>} error={error}>
      {(control) => (
        <Textarea
          {...control}
          name="bio"
          rows={4}
          maxLength={BIO_MAX}
          placeholder="Tell the crowd what gets you on the dance floor"
          value={value}
          onChange={(event) => onChange(capBio(event.target.value))}
        />
      )}
    </Field>
  );
}
