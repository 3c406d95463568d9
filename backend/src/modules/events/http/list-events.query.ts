import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  DEFAULT_EVENT_LIST_PAGE_SIZE,
  EVENT_LIST_STATUS_FILTERS,
  type EventListStatusFilter,
} from '@nightlife/domain';

export const MAX_EVENTS_PAGE_SIZE = 100;
const MAX_EVENTS_PAGE = 1_000_000;
export const MAX_EVENTS_QUERY_LENGTH = 100;

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
    default: DEFAULT_EVENT_LIST_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(MAX_EVENTS_PAGE_SIZE, { message: 'limit must be between 1 and 100' })
  limit?: number;

  @ApiPropertyOptional({
    maxLength: MAX_EVENTS_QUERY_LENGTH,
    description:
      'Case-insensitive search over title, description, music genres and location (trimmed). A hidden location is matched only for callers who may see it.',
    example: 'rooftop',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // With stopAtFirstError the bottom decorator is checked first: the type before the length.
  @MaxLength(MAX_EVENTS_QUERY_LENGTH, { message: `q must be at most ${MAX_EVENTS_QUERY_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: EVENT_LIST_STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(EVENT_LIST_STATUS_FILTERS, {
    message: `status must be one of: ${EVENT_LIST_STATUS_FILTERS.join(', ')}`,
  })
  status?: EventListStatusFilter;
}
