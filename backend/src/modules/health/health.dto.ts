import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded', 'down'] })
  status!: 'ok' | 'degraded' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  queue!: 'up' | 'down';
}

const INDICATORS: ApiPropertyOptions = {
  type: 'object',
  description: 'Per dependency: { status: up | down, message?, responseTime? }',
  additionalProperties: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['up', 'down'] },
      message: { type: 'string' },
      responseTime: { type: 'integer', minimum: 0, description: 'Milliseconds the check took' },
    },
    required: ['status'],
  },
};

/** @nestjs/terminus's health check result. */
export class HealthCheckDto {
  @ApiProperty({ enum: ['ok', 'error', 'shutting_down', 'degraded'] })
  status!: 'ok' | 'error' | 'shutting_down' | 'degraded';

  @ApiPropertyOptional(INDICATORS)
  info?: Record<string, { status: string }>;

  @ApiPropertyOptional(INDICATORS)
  error?: Record<string, { status: string }>;

  @ApiProperty(INDICATORS)
  details!: Record<string, { status: string }>;
}
