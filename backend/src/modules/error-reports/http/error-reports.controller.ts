import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { type SessionUser, SubmitErrorReportUseCase } from '@nightlife/domain';
import { Public } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import { SUBMIT_ERROR_REPORT } from '../error-reports.tokens';
import { SubmitErrorReportDto, SubmitErrorReportResponse } from './submit-error-report.dto';

@ApiTags('error-reports')
@Controller('error-reports')
export class ErrorReportsController {
  constructor(@Inject(SUBMIT_ERROR_REPORT) private readonly submit: SubmitErrorReportUseCase) {}

  /** Files a bug report. Stored at once and forwarded to the team by a job; open to visitors, the session user is attached. */
  @Post()
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('errorReports')
  @ApiAcceptedResponse({ type: SubmitErrorReportResponse, description: 'Queued for filing' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async submitErrorReport(
    @Body() body: SubmitErrorReportDto,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<SubmitErrorReportResponse> {
    return unwrapOrThrow(await this.submit.execute({ report: body, userId: caller?.id ?? null }));
  }
}
