import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { QR_CODE_KINDS, QR_LIMITS, type QrCodeKind } from '@nightlife/domain';
import { IsDefined, IsString } from 'class-validator';

// The DTO checks presence and type; the address rule (http(s) only, length) is the domain's
// checkCustomQrUrl, answering QR.URL_NOT_ALLOWED or VALIDATION.FAILED.
export class CreateQrCodeDto {
  @ApiProperty({
    maxLength: QR_LIMITS.customUrlMax,
    example: 'https://tickets.example.com/neon-static',
    description: 'An absolute http(s) address; any other scheme is refused',
  })
  @IsDefined({ message: 'url is required' })
  @IsString({ message: 'url must be text' })
  url!: string;
}

/** One destination of the QR panel with its scan count. */
@ApiSchema({ name: 'QrCode' })
export class QrCodeResponse {
  @ApiProperty({ enum: QR_CODE_KINDS }) kind!: QrCodeKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A custom code’s id' })
  id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'An event code’s event' })
  eventId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'An event code’s event title' })
  title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A custom code’s address' })
  customUrl!: string | null;
  @ApiProperty({
    example: '/qr/0190f5c2-7a4e-7b1c-9d2e-3f4a5b6c7d8e?event=0190f5c2-7a4e-7b1c-9d2e-3f4a5b6c7d8f',
    description: 'The path the printed code links to (on this site’s origin); each visit counts a scan',
  })
  path!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) scanCount!: number;
}

@ApiSchema({ name: 'QrCodeList' })
export class QrCodeListResponse {
  @ApiProperty({
    type: [QrCodeResponse],
    description: 'The profile first, then each event the caller hosts, then custom codes',
  })
  items!: QrCodeResponse[];
}
