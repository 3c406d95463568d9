import { ApiPropertyOptional, ApiSchema, ApiProperty } from '@nestjs/swagger';
import { CONNECTION_STATUS, type Connection } from '@nightlife/domain';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PaginationResponse } from '../../events';

export const CONNECTION_SORTS = ['name', 'username', 'recent'] as const;
export type ConnectionSort = (typeof CONNECTION_SORTS)[number];
/** Spec 2 §9: page sizes 25, 50, 100; default 25. */
export const DEFAULT_CONNECTIONS_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
const MAX_QUERY_LENGTH = 100;

/** GET /connections/{userId}/status: checked by the global validation pipe like every other id path. */
export class ConnectionUserParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;
}

export class ListConnectionsQuery {
  @ApiPropertyOptional({
    maxLength: MAX_QUERY_LENGTH,
    description: 'Case-insensitive search over first name, last name and username (trimmed)',
    example: 'nova',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({
    enum: CONNECTION_SORTS,
    default: 'name',
    description: 'name: first then last name; username; recent: newest connection first',
  })
  @IsOptional()
  @IsIn(CONNECTION_SORTS, { message: 'sort must be one of: name, username, recent' })
  sort?: ConnectionSort;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_CONNECTIONS_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(MAX_PAGE_SIZE, { message: 'limit must be between 1 and 100' })
  limit?: number;
}

/** One of the caller's connections, with the connected user's public profile fields. */
@ApiSchema({ name: 'ConnectionListItem' })
export class ConnectionListItemResponse {
  @ApiProperty({ format: 'uuid', description: 'The connection' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The connected user' }) userId!: string;
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty({ enum: [CONNECTION_STATUS] }) status!: Connection['status'];
  @ApiProperty({ format: 'date-time', description: 'When the caller connected' }) createdAt!: string;
}

@ApiSchema({ name: 'ConnectionPage' })
export class ConnectionPageResponse {
  @ApiProperty({ type: [ConnectionListItemResponse] }) connections!: ConnectionListItemResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
}

@ApiSchema({ name: 'ConnectionStatus' })
export class ConnectionStatusResponse {
  @ApiProperty({
    enum: [CONNECTION_STATUS, 'none'],
    description: 'accepted once the caller connected with the user; none otherwise (and for oneself)',
  })
  status!: Connection['status'] | 'none';
}
