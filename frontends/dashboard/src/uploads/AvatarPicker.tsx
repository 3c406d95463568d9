import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@nightlife/ui';
import { acceptAttribute } from '@nightlife/domain';
import { avatarMessage } from './upload-messages';
import { UploadProgress } from './UploadProgress';
import { useAvatarUpload } from './useUpload';

export interface AvatarPickerProps {
  /** The avatar shown before a new one is chosen (users.avatar), if any. */
  currentUrl?: string | null;
  /** Shown in the circle when there is no picture yet (the person's initials). */
  fallback?: string;
  /** Called with the published avatar's address once the server has stored it as the avatar. */
  onUploaded?: (avatarUrl: string) => void;
  /** Visible label of the choose button. */
  label?: string;
}

/**
 * Choose a profile picture: a round preview (the chosen file at once, then the published
 * picture), a progress bar, and the spec's texts on failure. The server sets it as the avatar.
 */
export function AvatarPicker({ currentUrl = null, fallback = '', onUploaded, label }: AvatarPickerProps) {
  const { state, upload } = useAvatarUpload();
  const [published, setPublished] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    const avatar = await upload(file);
    if (input.current) input.current.value = '';
    setLocalPreview(null);
    if (!avatar) return;
    setPublished(avatar.avatarUrl);
    onUploaded?.(avatar.avatarUrl);
  }

  const busy = state.status === 'uploading' || state.status === 'processing';
  const shown = localPreview ?? published ?? currentUrl;
  const error = state.status === 'failed' ? avatarMessage(state.failure) : null;
  return (
    <div className="db-avatar-picker">
      <div className={`db-avatar-picker__preview${busy ? ' db-avatar-picker__preview--busy' : ''}`}>
        {shown ? (
          <img src={shown} alt="Your profile picture" />
        ) : (
          <span aria-hidden="true">{fallback.slice(0, 2).toUpperCase() || '+'}</span>
        )}
      </div>
      <div className="db-avatar-picker__body">
        <input
          ref={input}
          className="db-upload__input"
          type="file"
          accept={acceptAttribute('avatar')}
          aria-label="Profile picture file"
          aria-describedby={error ? errorId : undefined}
          tabIndex={-1}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? 'Uploading...' : (label ?? (shown ? 'Change photo' : 'Upload photo'))}
        </Button>
        <p className="db-upload__hint">JPEG, PNG, WebP, GIF or AVIF, up to 5MB.</p>
        <UploadProgress state={state} label="Profile picture upload" />
        {error && (
          <p id={errorId} className="db-upload__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
