import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CreateCustomQrCodeUseCase,
  DeleteCustomQrCodeUseCase,
  qrCodeTarget,
  qrTargetPath,
  type SessionUser,
} from '@nightlife/domain';
import type { Response } from 'express';
import { SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { QrCodesQuery } from '../persistence/qr-codes.query';
import { CreateQrCodeDto, QrCodeListResponse, QrCodeResponse } from './qr-code.dto';

@ApiTags('qr-codes')
@Controller('qr-codes')
@SignedIn()
export class QrCodesController {
  constructor(
    private readonly createCustom: CreateCustomQrCodeUseCase,
    private readonly deleteCustom: DeleteCustomQrCodeUseCase,
    private readonly codes: QrCodesQuery,
  ) {}

  /**
   * The caller's QR destinations with their scan counts: the profile, each event the caller
   * hosts (the panel's select) and the custom codes.
   */
  @Get()
  @ApiOkResponse({ type: QrCodeListResponse })
  async listQrCodes(@Caller() caller: SessionUser): Promise<QrCodeListResponse> {
    return { items: await this.codes.list(caller.id) };
  }

  /** A dynamic code for a custom http(s) address. Asking again for the same address returns the same code. */
  @Post()
  @ApiCreatedResponse({ type: QrCodeResponse, description: 'Created now' })
  @ApiOkResponse({ type: QrCodeResponse, description: 'The caller already has a code for this address' })
  @ApiProblemResponses('VALIDATION.FAILED', 'QR.URL_NOT_ALLOWED')
  async createQrCode(
    @Body() body: CreateQrCodeDto,
    @Caller() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<QrCodeResponse> {
    const { code, created } = unwrapOrThrow(
      await this.createCustom.execute({ ownerId: caller.id, url: body.url }),
    );
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return {
      kind: code.kind,
      id: code.id,
      eventId: code.eventId,
      title: null,
      customUrl: code.customUrl,
      path: qrTargetPath(qrCodeTarget(code)),
      scanCount: code.scanCount,
    };
  }

  /** Deletes one of the caller's custom codes (its printed copies then lead nowhere). */
  @Delete(':codeId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'codeId', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblemResponses('NOT_FOUND')
  async deleteQrCode(@Param('codeId') codeId: string, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.deleteCustom.execute({ ownerId: caller.id, codeId }));
  }
}
