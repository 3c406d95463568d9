import { Controller, Get, HttpStatus, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
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
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: DependencyIndicators,
  ) {}

  /**
   * Whether the API can reach its database and its queue: `degraded` (200) when only the queue
   * does not answer, since every job waits in the database's outbox until it does.
   */
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'ok, or degraded: the queue does not answer' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database is down' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const { status, details } = await this.dependencies(res);
    return {
      status: status === 'error' ? 'down' : status,
      database: details.database.status,
      queue: details.queue.status,
    };
  }

  /** Liveness: the process answers (no dependency is checked); restart it if not. */
  @Get('live')
  @ApiOkResponse({ type: HealthCheckDto, description: 'The process is up (no dependency is checked)' })
  getLiveness(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.run(res, []);
  }

  /**
   * Readiness: send traffic only while the database answers. A queue that does not answer (or
   * answers slowly, as under heavy CPU load) makes the API degraded, not down: requests still
   * succeed and their jobs wait in the outbox, so an orchestrator must not pull the instance.
   */
  @Get('ready')
  @ApiOkResponse({
    type: HealthCheckDto,
    description: 'ok, or degraded: the database answers, the queue does not',
  })
  @ApiServiceUnavailableResponse({ type: HealthCheckDto, description: 'The database does not answer' })
  async getReadiness(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.dependencies(res);
  }

  private async dependencies(res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    const [database, queue] = await Promise.all([this.indicators.database(), this.indicators.queue()]);
    const details = { database: database.database!, queue: queue.queue! } as Record<
      'database' | 'queue',
      { status: 'up' | 'down'; message?: string }
    >;
    const down = Object.entries(details).filter(([, check]) => check.status === 'down');
    for (const [name, check] of down)
      this.logger.warn(`Health check: the ${name} is down (${check.message ?? 'no answer'})`);
    const status = details.database.status === 'down' ? 'error' : down.length > 0 ? 'degraded' : 'ok';
    if (status === 'error') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status,
      info: Object.fromEntries(Object.entries(details).filter(([, check]) => check.status === 'up')),
      error: Object.fromEntries(down),
      details,
    } satisfies HealthCheckResult;
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
