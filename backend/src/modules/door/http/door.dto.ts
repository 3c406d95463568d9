import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  MAX_SCANS_PER_BATCH,
  SCAN_KINDS,
  SCAN_VERDICTS,
  TICKET_TYPES,
  type ScanKind,
  type ScanVerdict,
  type TicketType,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import { EventIdParams } from '../../events';
import {
  IsArray,
  IsDate,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

@ApiSchema({ name: 'DoorKey' })
export class DoorKeyResponse {
  @ApiProperty({ example: '0a1b2c3d', description: 'Key id, 4 bytes in hex: carried by every code it signs' })
  kid!: string;

  @ApiProperty({ description: 'The raw 32-byte Ed25519 public key, base64url without padding' })
  publicKey!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'RevokedTicket' })
export class RevokedTicketResponse {
  @ApiProperty({ format: 'uuid', description: 'The ticket (its RSVP)' })
  ticketId!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Codes of this ticket up to this version (included) are revoked',
  })
  throughVersion!: number;
}

@ApiSchema({ name: 'DoorKeys' })
export class DoorKeysResponse {
  @ApiProperty({ type: [DoorKeyResponse], description: 'The keys codes of this event are signed with' })
  keys!: DoorKeyResponse[];

  @ApiProperty({ type: [RevokedTicketResponse] })
  revoked!: RevokedTicketResponse[];
}

@ApiSchema({ name: 'DoorScan' })
export class DoorScanDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 64,
    description: "The device's own id for this scan: a replay changes nothing",
  })
  @IsString({ message: 'scanId must be a string' })
  @Length(1, 64, { message: 'scanId must be 1 to 64 characters' })
  scanId!: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'The code read from the QR (or send ticketId)' })
  @IsOptional()
  @IsString({ message: 'code must be a string' })
  @MaxLength(200, { message: 'code must be at most 200 characters' })
  code?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A ticket found by name (or send code)' })
  @IsOptional()
  @IsUUID('all', { message: 'ticketId must be a UUID' })
  ticketId?: string;

  @ApiProperty({ minLength: 1, maxLength: 64, description: 'The door device' })
  @IsString({ message: 'deviceId must be a string' })
  @Length(1, 64, { message: 'deviceId must be 1 to 64 characters' })
  deviceId!: string;

  @ApiProperty({ format: 'date-time', description: 'When the device scanned' })
  @Type(() => Date)
  @IsDate({ message: 'scannedAt must be a date-time' })
  scannedAt!: Date;

  @ApiProperty({ enum: SCAN_KINDS })
  @IsIn(SCAN_KINDS, { message: `kind must be one of ${SCAN_KINDS.join(', ')}` })
  kind!: ScanKind;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 6,
    description: 'How many of the party enter or leave',
  })
  @IsInt({ message: 'count must be a whole number' })
  @Min(1, { message: 'count must be 1 to 6' })
  @Max(6, { message: 'count must be 1 to 6' })
  count!: number;
}

@ApiSchema({ name: 'CheckInBatch' })
export class CheckInBatchDto {
  @ApiProperty({ type: [DoorScanDto], minItems: 1, maxItems: MAX_SCANS_PER_BATCH })
  @IsArray({ message: 'scans must be a list' })
  @ValidateNested({ each: true })
  @Type(() => DoorScanDto)
  scans!: DoorScanDto[];
}

@ApiSchema({ name: 'FirstEntry' })
export class FirstEntryResponse {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() deviceId!: string;
}

@ApiSchema({ name: 'ScanResult' })
export class ScanResultResponse {
  @ApiProperty() scanId!: string;
  @ApiProperty({ enum: SCAN_VERDICTS }) verdict!: ScanVerdict;
  @ApiProperty({ type: String, nullable: true, description: 'Why a scan was refused' }) reason!:
    string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) ticketId!: string | null;
  @ApiProperty({ type: String, nullable: true }) guestName!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) partySize!: number | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many of the party this scan let in' })
  admitted!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many of the party are in so far' })
  arrived!: number;
  @ApiProperty({ type: FirstEntryResponse, nullable: true }) firstEntry!: FirstEntryResponse | null;
}

@ApiSchema({ name: 'CheckInResults' })
export class CheckInResultsResponse {
  @ApiProperty({ type: [ScanResultResponse], description: 'One per scan, in the order sent' })
  results!: ScanResultResponse[];
}

@ApiSchema({ name: 'DoorDevice' })
export class DoorDeviceResponse {
  @ApiProperty() deviceId!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) arrived!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) exited!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Came back in after leaving' }) reentered!: number;
}

@ApiSchema({ name: 'DoorStats' })
export class DoorStatsResponse {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'People inside now' }) inside!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'People admitted so far' }) arrived!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Places held by the guest list' })
  expected!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Expected and not arrived' }) noShows!: number;
  @ApiProperty({ type: [DoorDeviceResponse], description: 'Per door device' }) doors!: DoorDeviceResponse[];
}

@ApiSchema({ name: 'DoorGuest' })
export class DoorGuestResponse {
  @ApiProperty({ format: 'uuid' }) ticketId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6 }) partySize!: number;
  @ApiProperty({ enum: TICKET_TYPES }) tier!: TicketType;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The current code version: others do not admit' })
  version!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many of the party came in' })
  arrived!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many of the party are inside now' })
  inside!: number;
  @ApiProperty({ type: FirstEntryResponse, nullable: true }) firstEntry!: FirstEntryResponse | null;
}

@ApiSchema({ name: 'DoorGuestList' })
export class DoorGuestListResponse {
  @ApiProperty() eventTitle!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ description: 'Guests who left may come back in' }) allowReentry!: boolean;
  @ApiProperty({ type: [DoorGuestResponse], description: 'By name' }) guests!: DoorGuestResponse[];
}

export class OverrideReasonDto {
  @ApiProperty({ maxLength: 300, example: 'Scanned twice by mistake', description: 'Kept with the override' })
  @IsDefined({ message: 'Say why: it is kept with the override' })
  @IsString({ message: 'reason must be a string' })
  reason!: string;
}

export class ScanIdParams extends EventIdParams {
  @ApiProperty({ minLength: 1, maxLength: 64 })
  @IsString({ message: 'scanId must be a string' })
  @Length(1, 64, { message: 'scanId must be 1 to 64 characters' })
  scanId!: string;
}
