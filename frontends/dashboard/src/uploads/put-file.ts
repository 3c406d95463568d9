/** Why the PUT of the file to its upload address failed. */
export class UploadTransferError extends Error {
  constructor(
    /** Words for 'Failed to upload file: {reason}. Please try again.' */
    readonly reason: string,
    /** The storage's own problem, when it answered with problem+json (the local storage does). */
    readonly problem: { code: string | null; detail: string | null } | null = null,
  ) {
    super(reason);
    this.name = 'UploadTransferError';
  }
}

/**
 * PUTs one file to its signed upload address with its own Content-Type, reporting progress
 * (0..1) as the bytes leave. XMLHttpRequest rather than fetch: only it reports upload progress.
 * Aborting the signal aborts the transfer.
 */
export function putFile(
  uploadURL: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(transferError(xhr));
    };
    xhr.onerror = () => reject(new UploadTransferError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal?.aborted) xhr.abort();
    else xhr.send(file);
  });
}

function transferError(xhr: XMLHttpRequest): UploadTransferError {
  const reason = `the server answered ${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}`;
  if (!/problem\+json/.test(xhr.getResponseHeader('Content-Type') ?? ''))
    return new UploadTransferError(reason);
  try {
    const problem = JSON.parse(xhr.responseText) as { code?: unknown; detail?: unknown };
    return new UploadTransferError(reason, {
      code: typeof problem.code === 'string' ? problem.code : null,
      detail: typeof problem.detail === 'string' ? problem.detail : null,
    });
  } catch {
    return new UploadTransferError(reason);
  }
}
