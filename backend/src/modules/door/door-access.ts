import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { err, eventNotFoundError, ok, requireEvent, type GatedEvent, type Result } from '@nightlife/domain';
import type { Request } from 'express';
import { ROUTE_ACCESS, type RouteAccess } from '../../platform/http/access.decorators';
import { DomainException } from '../../platform/http/domain.exception';
import type { SqlEventAccess } from '../event-access';
import { DoorPassesService, type SignedInPass } from './door-passes.service';

declare module 'express-session' {
  interface SessionData {
    /** A door device signed in with a door pass: no user, this event's door only (ADR 0033). */
    doorPass?: { passId: string; eventId: string };
  }
}

/** Who runs the door: the event's host with their session, or a device with a door pass. */
export type DoorCaller = { kind: 'host'; userId: string } | { kind: 'pass'; pass: SignedInPass };

type DoorRequest = Request & { doorCaller?: DoorCaller };

/**
 * Lets through a signed-in user (the service then requires the event's host) or a device whose
 * session holds an open door pass for the route's event; anyone else gets 401. A pass opens no
 * other route: every other guard looks for a user, which a pass's session has none of.
 */
@Injectable()
export class DoorGuard implements CanActivate {
  constructor(private readonly passes: DoorPassesService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<DoorRequest>();
    if (req.user) {
      req.doorCaller = { kind: 'host', userId: req.user.id };
      return true;
    }
    const held = req.session?.doorPass;
    const eventId = req.params.eventId;
    const pass = held && held.eventId === eventId ? await this.passes.active(held.passId, eventId) : null;
    if (pass === null) throw DomainException.of('AUTH.UNAUTHENTICATED', 'Sign in with your door pass.');
    req.doorCaller = { kind: 'pass', pass };
    return true;
  }
}

/** Door routes: the host's session or a door pass (DoorGuard). */
export function DoorAccess(): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(ROUTE_ACCESS, 'door' satisfies RouteAccess), UseGuards(DoorGuard));
}

/** The door's caller on a @DoorAccess() route. */
export const DoorCallerParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): DoorCaller =>
    context.switchToHttp().getRequest<DoorRequest>().doorCaller!,
);

/** The event when the caller runs its door: its host, or a pass for it; else EVENT.NOT_FOUND. */
export async function gateDoor(
  events: SqlEventAccess,
  eventId: string,
  caller: DoorCaller,
): Promise<Result<GatedEvent>> {
  if (caller.kind === 'host') {
    const gated = await requireEvent(events, { eventId }, caller.userId, 'manage');
    return gated.ok ? ok(gated.value.event) : gated;
  }
  const found = caller.pass.eventId === eventId ? await events.load({ eventId }, null) : null;
  return found ? ok(found.event) : err(eventNotFoundError());
}
