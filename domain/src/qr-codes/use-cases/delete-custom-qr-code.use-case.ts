import { err, ok, type Result } from '../../kernel/result.js';
import { isQrId } from '../qr-code.js';
import type { QrCodeRepository } from '../qr-code.repository.port.js';
import { qrCodeNotFound } from '../qr-code-errors.js';

/** Deletes one of the caller's custom codes; anyone else's is not found (never a 403). */
export class DeleteCustomQrCodeUseCase {
  constructor(private readonly codes: QrCodeRepository) {}

  async execute(input: { ownerId: string; codeId: string }): Promise<Result<void>> {
    if (!isQrId(input.codeId)) return err(qrCodeNotFound());
    return (await this.codes.deleteCustom(input.ownerId, input.codeId))
      ? ok(undefined)
      : err(qrCodeNotFound());
  }
}
