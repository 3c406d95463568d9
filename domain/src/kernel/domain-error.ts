/** The kernel's own codes: generic failures any context may answer with. */
export const KernelErrorCodes = {
  VALIDATION_FAILED: 'VALIDATION.FAILED',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL: 'INTERNAL',
} as const;
export type KernelErrorCode = (typeof KernelErrorCodes)[keyof typeof KernelErrorCodes];

/**
 * Every domain error code, as the keys of this interface. The kernel lists only its generic
 * codes; each context adds its own in its `*-errors.ts` by declaration merging
 * (`declare module '../kernel/domain-error.js'`), so the kernel never imports a context and the
 * backend's code-to-status table (`Record<ErrorCode, …>`) fails to compile until a new code is
 * mapped. Stable strings shared by the API contract (docs/api-contract.md) and every client.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ErrorCodeRegistry extends Record<KernelErrorCode, true> {}

export type ErrorCode = keyof ErrorCodeRegistry;

export interface FieldError {
  field: string;
  message: string;
}

/** The problem members a domain error may add (each documented on the API's problem schema). */
export interface ProblemExtensions {
  /** RSVP.CAPACITY_REACHED: the full event has a waitlist to join. */
  waitlist?: boolean;
}

/** An expected failure with a stable code; deliberately not an Error (no stack, never thrown). */
export class DomainError {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
    readonly fieldErrors?: FieldError[],
    /** For a limit: when trying again can succeed (the API's Retry-After). */
    readonly retryAt?: Date,
    /** Facts the client may act on, sent as members of the problem (RFC 9457 extensions). */
    readonly extensions?: ProblemExtensions,
  ) {}

  static validation(fieldErrors: FieldError[]): DomainError {
    return new DomainError(KernelErrorCodes.VALIDATION_FAILED, 'Some fields are not valid.', fieldErrors);
  }
}
