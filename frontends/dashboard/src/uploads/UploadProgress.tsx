import type { UploadState } from './useUpload';

/** The progress bar of an upload: the share of bytes sent, then 'Processing...' while the server checks the file. */
export function UploadProgress({ state, label }: { state: UploadState; label: string }) {
  if (state.status !== 'uploading' && state.status !== 'processing') return null;
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 100;
  return (
    <div className="db-upload-progress">
      <div
        className="db-upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={state.status === 'processing' ? 'Processing' : `${percent}%`}
      >
        <div
          className={`db-upload-progress__bar${state.status === 'processing' ? ' db-upload-progress__bar--busy' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="db-upload-progress__text" aria-hidden="true">
        {state.status === 'processing' ? 'Processing...' : `${percent}%`}
      </span>
    </div>
  );
}
