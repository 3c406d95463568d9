import type { ApiFailure } from '@nightlife/api';
import { UPLOAD_MESSAGES } from '@nightlife/domain';

/**
 * What went wrong, as the spec words it (spec 2 §5, §8). A file the server refused for its type
 * or size gets the rule's own text ('Please select an image file', 'File size must be less
 * than 5MB'); anything else the generic upload failure, or the avatar's.
 */
export type UploadFailure = { kind: 'rule'; message: string } | { kind: 'other'; reason: string };

/** Codes whose detail is already the text to show. */
const RULE_CODES = new Set(['UPLOAD.TYPE_NOT_ALLOWED', 'UPLOAD.TOO_LARGE']);

export function failureOfApi(failure: ApiFailure): UploadFailure {
  if (failure.kind === 'network') return { kind: 'other', reason: 'Network error' };
  if (failure.code && RULE_CODES.has(failure.code) && failure.detail)
    return { kind: 'rule', message: failure.detail };
  return {
    kind: 'other',
    reason: withoutFinalStop(failure.detail) ?? `the server answered ${failure.status}`,
  };
}

export function failureOfTransfer(error: {
  reason: string;
  problem: { code: string | null; detail: string | null } | null;
}): UploadFailure {
  const { problem } = error;
  if (problem?.code && RULE_CODES.has(problem.code) && problem.detail)
    return { kind: 'rule', message: problem.detail };
  return { kind: 'other', reason: withoutFinalStop(problem?.detail ?? null) ?? error.reason };
}

/** The text a file field shows: 'Failed to upload file: {reason}. Please try again.' */
export function fileFieldMessage(failure: UploadFailure): string {
  return failure.kind === 'rule' ? failure.message : UPLOAD_MESSAGES.uploadFailed(failure.reason);
}

/** The text the avatar picker shows: the rule, else 'Upload error: Failed to process profile picture...'. */
export function avatarMessage(failure: UploadFailure): string {
  return failure.kind === 'rule' ? failure.message : UPLOAD_MESSAGES.avatarFailed;
}

function withoutFinalStop(text: string | null): string | null {
  return text ? text.replace(/\.\s*$/, '') : null;
}
