import type { Clock } from '../../kernel/clock.port.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { ok, type Result } from '../../kernel/result.js';
import { checkCustomQrUrl } from '../custom-qr-url.js';
import type { QrCode } from '../qr-code.js';
import type { QrCodeRepository } from '../qr-code.repository.port.js';

/** A dynamic code for a custom http(s) address; the same address twice is the same code. */
export class CreateCustomQrCodeUseCase {
  constructor(
    private readonly codes: QrCodeRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    ownerId: string;
    url: string;
  }): Promise<Result<{ code: QrCode; created: boolean }>> {
    const url = checkCustomQrUrl(input.url);
    if (!url.ok) return url;
    return ok(
      await this.codes.createCustomIfAbsent({
        id: this.ids.next(),
        ownerId: input.ownerId,
        kind: 'custom',
        eventId: null,
        customUrl: url.value,
        scanCount: 0,
        createdAt: this.clock.now(),
      }),
    );
  }
}
