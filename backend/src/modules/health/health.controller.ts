import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, type HealthIndicatorFunction } from '@nestjs/terminus';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../platform/http/access.decorators';
import { HealthCheckDto, HealthDto } from './health.dto';
import { DependencyIndicators } from './health.indicators';

/**
 * Probes for orchestrators and load balancers: liveness says the process answers (restart it
 * if not), readiness says it can serve (send it traffic only if so). /api/health is the
 * summary the product has always had.
 */
@ApiTags('platform')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: DependencyIndicators,
  ) {}

  /** Whether the API can reach its database and its queue. */
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or the queue is down' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const result = await this.run(res, [() => this.indicators.database(), () => this.indicators.queue()]);
    const state = (key: string) => (result.details[key]?.status === 'up' ? 'up' : 'down');
    return {
      status: result.status === 'ok' ? 'ok' : 'down',
      database: state('database'),
      queue: state('queue'),
    };
  }

  /** Liveness: the process answers (no dependency is checked); restart it if not. */
  @Get('live')
  @ApiOkResponse({ type: HealthCheckDto, description: 'The process is up (no dependency is checked)' })
  getLiveness(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.run(res, []);
  }

  /** Readiness: the database and the queue answer; send traffic only if so. */
  @Get('ready')
  @ApiOkResponse({ type: HealthCheckDto, description: 'The database and the queue answer' })
  @ApiServiceUnavailableResponse({ type: HealthCheckDto, description: 'The database or the queue is down' })
  getReadiness(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.run(res, [() => this.indicators.database(), () => this.indicators.queue()]);
  }

  /** Terminus throws its 503 result; probes read it as a body, not as a problem. */
  private async run(res: Response, checks: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    res.setHeader('Cache-Control', 'no-store');
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
