import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { type SessionUser, SubmitErrorReportUseCase } from '@nightlife/domain';
import type { Request } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import { SUBMIT_ERROR_REPORT } from '../error-reports.tokens';
import { SubmitErrorReportDto, SubmitErrorReportResponse } from './submit-error-report.dto';

@ApiTags('error-reports')
@Controller('error-reports')
export class ErrorReportsController {
  constructor(@Inject(SUBMIT_ERROR_REPORT) private readonly submit: SubmitErrorReportUseCase) {}

  /** Files a bug report. Accepted at once and filed by a queue job; open to visitors, the session user is attached. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('errorReports')
  @ApiAcceptedResponse({ type: SubmitErrorReportResponse, description: 'Queued for filing' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async submitErrorReport(
    @Body() body: SubmitErrorReportDto,
    @Req() req: Request,
  ): Promise<SubmitErrorReportResponse> {
    const userId = (req.user as SessionUser | undefined)?.id ?? null;
    return unwrapOrThrow(await this.submit.execute({ report: body, userId }));
  }
}
