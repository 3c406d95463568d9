import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { withTimeout } from '../../platform/async/with-timeout';
import { Public } from '../../platform/http/access.decorators';
import { QueueFactory } from '../../platform/queue/queue.factory';
import { HealthDto } from './health.dto';

@ApiTags('platform')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: QueueFactory,
  ) {}

  /** Whether the API can reach its database and its queue. */
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or the queue is down' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, queue] = await Promise.all([this.databaseUp(), this.queues.ping()]);
    const healthy = database && queue;
    res
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .setHeader('Cache-Control', 'no-store');
    return {
      status: healthy ? 'ok' : 'down',
      database: database ? 'up' : 'down',
      queue: queue ? 'up' : 'down',
    };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await withTimeout(this.orm.em.fork().getConnection().execute('select 1'), 2000);
      return true;
    } catch {
      return false;
    }
  }
}
