import { SOCIAL_PLATFORMS, type SocialField } from '@nightlife/domain';
import { Field, Input } from '@nightlife/ui';
import type { SocialValues } from '../profile-form';

const PLACEHOLDERS: Record<SocialField, string> = {
  instagramHandle: 'yourname',
  twitterHandle: 'yourname',
  tiktokHandle: 'yourname',
  linkedinHandle: 'your-name or profile link',
  youtubeHandle: 'channel name or link',
  spotifyHandle: 'user name or link',
};

interface SocialFieldsProps {
  values: SocialValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: SocialField, value: string) => void;
}

/** The six optional handles (spec 2 §2.5); Instagram, Twitter and TikTok show their '@'. */
export function SocialFields({ values, errors, onChange }: SocialFieldsProps) {
  return (
    <div className="db-socials">
      {SOCIAL_PLATFORMS.map(({ field, inputLabel, atPrefixed }) => (
        <Field key={field} label={inputLabel} error={errors[field]}>
          {(control) => (
            <div className={atPrefixed ? 'db-prefixed' : undefined}>
              {atPrefixed && (
                <span className="db-prefixed__prefix" aria-hidden="true">
                  @
                </span>
              )}
              <Input
                {...control}
                name={field}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={PLACEHOLDERS[field]}
                value={values[field]}
                onChange={(event) =>
                  onChange(field, atPrefixed ? event.target.value.replace(/^@+/, '') : event.target.value)
                }
              />
            </div>
          )}
        </Field>
      ))}
    </div>
  );
}
