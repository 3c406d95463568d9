import { useId, useRef } from 'react';
import { acceptAttribute, UPLOAD_RULES, type UploadKind } from '@nightlife/domain';
import { Button } from '@nightlife/ui';
import { fileFieldMessage } from './upload-messages';
import { UploadProgress } from './UploadProgress';
import type { PublishedMedia } from './uploads-api';
import { useFileUpload } from './useUpload';

export interface FileUploadFieldProps {
  /** flyer-image (images, 10MB), flyer-video (videos, 50MB) or default (images, 10MB). */
  kind: Exclude<UploadKind, 'avatar'>;
  label: string;
  /** The stored address (e.g. the event's flyerImageUrl), or null. */
  value: string | null;
  /** Called with the published address (and its details) after an upload, and with null on Remove. */
  onChange: (url: string | null, media?: PublishedMedia) => void;
  hint?: string;
  disabled?: boolean;
  /** Reports whether an upload is running (e.g. to hold the form's submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

const HINTS: Record<FileUploadFieldProps['kind'], string> = {
  'flyer-image': 'JPEG, PNG, WebP, GIF or AVIF, up to 10MB.',
  'flyer-video': 'MP4, WebM or MOV, up to 50MB.',
  default: 'JPEG, PNG, WebP, GIF or AVIF, up to 10MB.',
};

/**
 * A file input for one image or video: a progress bar while it uploads (bytes sent, then
 * 'Processing...'), a preview of the published file with Replace and Remove, and the spec's texts
 * on failure ('Failed to upload file: {reason}. Please try again.').
 */
export function FileUploadField({
  kind,
  label,
  value,
  onChange,
  hint,
  disabled,
  onBusyChange,
}: FileUploadFieldProps) {
  const { state, upload, cancel } = useFileUpload(kind);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const video = UPLOAD_RULES[kind].accepts === 'video';
  const busy = state.status === 'uploading' || state.status === 'processing';
  const error = state.status === 'failed' ? fileFieldMessage(state.failure) : null;

  async function choose(file: File | undefined) {
    if (!file) return;
    onBusyChange?.(true);
    const media = await upload(file);
    onBusyChange?.(false);
    if (input.current) input.current.value = '';
    if (media) onChange(media.url, media);
  }

  return (
    <div className="db-upload">
      <label className="nl-field__label" htmlFor={id}>
        {label}
      </label>
      {value && !busy && (
        <div className="db-upload__preview">
          {video ? (
            <video
              src={value}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label={`${label} preview`}
            />
          ) : (
            <img src={value} alt={`${label} preview`} />
          )}
        </div>
      )}
      <input
        ref={input}
        id={id}
        className="db-upload__input"
        type="file"
        accept={acceptAttribute(kind)}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <div className="db-upload__actions">
        {busy ? (
          <Button type="button" variant="ghost" size="sm" onClick={cancel}>
            Cancel upload
          </Button>
        ) : (
          <>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {value ? 'Replace' : video ? 'Choose video' : 'Choose image'}
            </Button>
            {value && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            )}
          </>
        )}
      </div>
      <UploadProgress state={state} label={`${label} upload`} />
      <p id={`${id}-hint`} className="db-upload__hint">
        {hint ?? HINTS[kind]}
      </p>
      {error && (
        <p id={`${id}-error`} className="db-upload__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
