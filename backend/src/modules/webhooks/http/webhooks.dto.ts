import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPE_NAMES, WEBHOOK_URL_MAX, type WebhookEventType } from '@nightlife/domain';
import { IsArray, IsDefined, IsOptional, IsString, IsUUID } from 'class-validator';

// The address, the event types and the event's ownership are the domain's and the service's
// rules (validateNewWebhook, then the address check after DNS resolution).
export class CreateWebhookDto {
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX, example: 'https://hooks.example.com/nightlife' })
  @IsDefined({ message: 'Give the https:// address to deliver to' })
  @IsString({ message: 'url must be a string' })
  url!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: WEBHOOK_EVENT_TYPE_NAMES },
    minItems: 1,
    example: ['rsvp.created', 'rsvp.cancelled'],
  })
  @IsArray({ message: 'events must be a list of event types' })
  @IsString({ each: true, message: 'Each event type is a string' })
  events!: WebhookEventType[];

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Only this event of yours; omit for all the events you host',
  })
  @IsOptional()
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId?: string | null;
}

export class WebhookParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class WebhookDeliveryParams extends WebhookParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'deliveryId must be a UUID' })
  deliveryId!: string;
}

@ApiSchema({ name: 'Webhook' })
export class WebhookResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPE_NAMES } })
  events!: WebhookEventType[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: all your hosted events' })
  eventId!: string | null;
  @ApiProperty({ enum: ['active', 'disabled'], description: 'Disabled after a day of failed deliveries' })
  state!: 'active' | 'disabled';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failingSince!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabledAt!: string | null;
}

@ApiSchema({ name: 'WebhookWithSecret' })
export class WebhookWithSecretResponse extends WebhookResponse {
  @ApiProperty({
    description:
      'The signing secret (Standard Webhooks): shown this once. Verify `webhook-signature` with it.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret!: string;
}

@ApiSchema({ name: 'WebhookAttempt' })
export class WebhookAttemptResponse {
  @ApiProperty() attempt!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() durationMs!: number;
  @ApiProperty({ type: Number, nullable: true }) statusCode!: number | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first KB of the answer' })
  responseExcerpt!: string | null;
}

@ApiSchema({ name: 'WebhookDelivery' })
export class WebhookDeliveryResponse {
  @ApiProperty({ format: 'uuid', description: 'Also the webhook-id header, the same on every attempt' })
  id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPE_NAMES }) type!: WebhookEventType;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) state!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextAttemptAt!: string | null;
  @ApiProperty({ description: 'The JSON body sent: {type, timestamp, data}' }) body!: string;
  @ApiProperty({ type: [WebhookAttemptResponse] }) attempts!: WebhookAttemptResponse[];
}

@ApiSchema({ name: 'WebhookReplay' })
export class WebhookReplayResponse {
  @ApiProperty({ description: 'The number of the attempt queued' }) attempt!: number;
}
