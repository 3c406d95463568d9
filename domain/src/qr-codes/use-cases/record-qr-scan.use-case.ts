import type { Clock } from '../../kernel/clock.port.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { requireEvent, type EventAccess } from '../../events/event-access.js';
import { isPublicEvent } from '../../events/event-policy.js';
import { checkCustomQrUrl } from '../custom-qr-url.js';
import { countsAsScan, isQrId, QR_SCAN_REPEAT_WINDOW_MS, type QrVisit } from '../qr-code.js';
import { qrCodeNotFound } from '../qr-code-errors.js';
import type { QrCodeRepository, QrScan } from '../qr-code.repository.port.js';

/**
 * A scan of /qr/{id}[?event={eventId}]: counts it (when it is a person's visit, countsAsScan, and
 * the client's first in QR_SCAN_REPEAT_WINDOW_MS) and answers where to send the browser.
 * A custom code leads to its http(s) address; a user id to the event page when `eventId` names
 * a public event that user hosts, else to the user's profile. Anything else is not found.
 */
export class RecordQrScanUseCase {
  constructor(
    private readonly codes: QrCodeRepository,
    private readonly events: EventAccess,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    id: string;
    eventId: string | null;
    visit: QrVisit;
  }): Promise<Result<{ location: string }>> {
    const count = async (scan: QrScan) => {
      if (!countsAsScan(input.visit)) return;
      const at = this.clock.now();
      await this.codes.countScan(scan, {
        newId: this.ids.next(),
        at,
        clientKey: input.visit.clientKey,
        countedAfter: new Date(at.getTime() - QR_SCAN_REPEAT_WINDOW_MS),
      });
    };
    if (!isQrId(input.id)) return err(qrCodeNotFound());
    const custom = await this.codes.findCustom(input.id);
    if (custom !== null) {
      // Checked again on the way out: a stored address must still pass today's rule.
      const safe = checkCustomQrUrl(custom.customUrl ?? '');
      if (!safe.ok) return err(qrCodeNotFound());
      await count({ kind: 'custom', codeId: custom.id });
      return ok({ location: safe.value });
    }
    const username = await this.codes.findUsername(input.id);
    if (username === null) return err(qrCodeNotFound());
    if (input.eventId !== null && isQrId(input.eventId)) {
      // The code's owner hosts the event (else it is not theirs to point at), and it is public.
      const hosted = await requireEvent(this.events, { eventId: input.eventId }, input.id, 'manage');
      if (hosted.ok && isPublicEvent(hosted.value.event)) {
        await count({ kind: 'event', ownerId: input.id, eventId: input.eventId });
        return ok({ location: `/event/${encodeURIComponent(hosted.value.event.slug)}` });
      }
    }
    await count({ kind: 'profile', ownerId: input.id });
    return ok({ location: `/${encodeURIComponent(username)}` });
  }
}
