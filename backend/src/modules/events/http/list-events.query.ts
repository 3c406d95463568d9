import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_EVENTS_PAGE_SIZE = 25;
export const MAX_EVENTS_PAGE_SIZE = 100;
const MAX_EVENTS_PAGE = 1_000_000;

export class ListEventsQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_EVENTS_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  // Keeps the SQL offset far from integer overflow.
  @Max(MAX_EVENTS_PAGE, { message: `page must be at most ${MAX_EVENTS_PAGE}` })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_EVENTS_PAGE_SIZE,
    default: DEFAULT_EVENTS_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(MAX_EVENTS_PAGE_SIZE, { message: 'limit must be between 1 and 100' })
  limit?: number;
}
