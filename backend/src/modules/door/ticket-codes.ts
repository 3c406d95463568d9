import { sign } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { encodeTicketPayload, ticketCodeText, type DoorTicket } from '@nightlife/domain';
import { DoorKeyRing } from './door-key-ring';

/** Signs door tickets into the codes their QR carries (domain door-ticket's format). */
@Injectable()
export class TicketCodes {
  constructor(private readonly keys: DoorKeyRing) {}

  async codeFor(ticket: DoorTicket): Promise<string> {
    const { kid, privateKey } = await this.keys.signingKey(ticket.eventId);
    const payload = encodeTicketPayload({ kid, ...ticket });
    return ticketCodeText(payload, sign(null, payload, privateKey));
  }
}
