import { DomainError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';

/**
 * Door passes (issue 19 §2, ADR 0033): door staff without accounts. The host makes a pass for one
 * event, named after the device or person, with a link and a 6-digit PIN; it signs a device in to
 * that event's door only, until it expires or the host revokes it.
 */
export const DOOR_PASS_ROLES = ['scanner', 'supervisor'] as const;
export type DoorPassRole = (typeof DOOR_PASS_ROLES)[number];

/** Wrong PINs in a row after which a pass is locked (the host makes a new one). */
export const MAX_PIN_ATTEMPTS = 5;
export const DOOR_PASS_NAME_MAX = 60;
/** By default a pass lasts until 6 hours after the event ends. */
export const PASS_HOURS_AFTER_END = 6;
/** An event without an end is taken to last this long, for its passes. */
const EVENT_HOURS_WITHOUT_END = 12;
const HOUR_MS = 3_600_000;

export interface DoorPass {
  id: string;
  eventId: string;
  name: string;
  role: DoorPassRole;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  failedPins: number;
}

export type DoorPassState = 'active' | 'expired' | 'revoked' | 'locked';

export function doorPassState(
  pass: Pick<DoorPass, 'expiresAt' | 'revokedAt' | 'failedPins'>,
  now: Date,
): DoorPassState {
  if (pass.revokedAt !== null) return 'revoked';
  if (pass.failedPins >= MAX_PIN_ATTEMPTS) return 'locked';
  if (now.getTime() >= pass.expiresAt.getTime()) return 'expired';
  return 'active';
}

/** What a device is told when its pass does not open the door (the same for a wrong link). */
export const DOOR_PASS_REFUSALS: Record<Exclude<DoorPassState, 'active'> | 'wrong-pin', string> = {
  'wrong-pin': 'Wrong PIN.',
  locked: 'This pass is locked after 5 wrong PINs: ask the host for a new one.',
  expired: 'This pass has expired: ask the host for a new one.',
  revoked: 'This pass was revoked by the host.',
};

/** A pass's default end: 6 hours after the event ends (or after its 12th hour, without an end). */
export function defaultPassExpiry(event: { startsAt: Date; endsAt: Date | null }): Date {
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + EVENT_HOURS_WITHOUT_END * HOUR_MS);
  return new Date(end.getTime() + PASS_HOURS_AFTER_END * HOUR_MS);
}

export interface NewDoorPassInput {
  name?: unknown;
  role?: unknown;
  expiresAt?: unknown;
}

/** A new pass's name, role and expiry, checked; the expiry defaults to defaultPassExpiry. */
export function validateNewDoorPass(
  input: NewDoorPassInput,
  event: { startsAt: Date; endsAt: Date | null },
  now: Date,
): Result<{ name: string; role: DoorPassRole; expiresAt: Date }> {
  const errors = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name.length === 0 || [...name].length > DOOR_PASS_NAME_MAX) {
    errors.push({
      field: 'name',
      message: `Name the pass after the device or person (1 to ${DOOR_PASS_NAME_MAX} characters)`,
    });
  }
  const role = input.role ?? 'scanner';
  if (!(DOOR_PASS_ROLES as readonly unknown[]).includes(role)) {
    errors.push({ field: 'role', message: `Role must be one of ${DOOR_PASS_ROLES.join(', ')}` });
  }
  const expiresAt =
    input.expiresAt === undefined || input.expiresAt === null ? defaultPassExpiry(event) : input.expiresAt;
  if (
    !(expiresAt instanceof Date) ||
    Number.isNaN(expiresAt.getTime()) ||
    expiresAt.getTime() <= now.getTime()
  ) {
    errors.push({ field: 'expiresAt', message: 'The pass must expire in the future' });
  }
  if (errors.length > 0) return err(DomainError.validation(errors));
  return ok({ name, role: role as DoorPassRole, expiresAt: expiresAt as Date });
}

/** A 6-digit PIN from a random 32-bit number (the caller's source of randomness). */
export function pinFrom(random: number): string {
  return String(random % 1_000_000).padStart(6, '0');
}

export const DoorPassErrorCodes = {
  NOT_FOUND: 'DOOR_PASS.NOT_FOUND',
  WRONG_PIN: 'DOOR_PASS.WRONG_PIN',
  CLOSED: 'DOOR_PASS.CLOSED',
  SUPERVISOR_ONLY: 'DOOR_PASS.SUPERVISOR_ONLY',
} as const;
export type DoorPassErrorCode = (typeof DoorPassErrorCodes)[keyof typeof DoorPassErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<DoorPassErrorCode, true> {}
}

export function doorPassNotFoundError(): DomainError {
  return new DomainError(DoorPassErrorCodes.NOT_FOUND, 'Door pass not found.');
}

/** Why a pass does not open the door: a wrong PIN (with the tries left), or a closed pass. */
export function doorPassRefusal(
  state: Exclude<DoorPassState, 'active'> | 'wrong-pin',
  triesLeft = 0,
): DomainError {
  if (state === 'wrong-pin') {
    return new DomainError(
      DoorPassErrorCodes.WRONG_PIN,
      `${DOOR_PASS_REFUSALS['wrong-pin']} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    );
  }
  return new DomainError(DoorPassErrorCodes.CLOSED, DOOR_PASS_REFUSALS[state]);
}

/** What a scanner pass may not do: the check-in list, undoing a check-in. */
export function supervisorOnlyError(): DomainError {
  return new DomainError(
    DoorPassErrorCodes.SUPERVISOR_ONLY,
    'Only a supervisor pass (or the host) can do this.',
  );
}
