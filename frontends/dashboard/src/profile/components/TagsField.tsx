import { useState, type KeyboardEvent } from 'react';
import { DEFAULT_EVENT_TAGS, PROFILE_LIMITS } from '@nightlife/domain';
import { Button, Field, Input } from '@nightlife/ui';
import { addTag } from '../profile-form';

/** Up to 4 tags; an empty list shows the defaults on the profile (spec 2 §2.11). */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const full = tags.length >= PROFILE_LIMITS.eventTags;
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Field
      label={`Tags (${tags.length}/${PROFILE_LIMITS.eventTags})`}
      hint={
        tags.length === 0
          ? `Your profile shows ${DEFAULT_EVENT_TAGS.join(', ')} until you add your own.`
          : undefined
      }
      error={error}
    >
      {(control) => (
        <div className="db-tags">
          {tags.length > 0 && (
            <ul className="db-tags__list">
              {tags.map((tag) => (
                <li key={tag} className="db-tags__tag">
                  {tag}
                  <button
                    type="button"
                    className="db-tags__remove"
                    aria-label={`Remove ${tag}`}
                    onClick={() => onChange(tags.filter((other) => other !== tag))}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="db-tags__add">
            <Input
              {...control}
              name="eventTag"
              maxLength={PROFILE_LIMITS.eventTag}
              placeholder={full ? 'Four tags is the most' : 'Techno, Rooftops, Afterparties...'}
              disabled={full}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
              Add
            </Button>
          </div>
        </div>
      )}
    </Field>
  );
}
