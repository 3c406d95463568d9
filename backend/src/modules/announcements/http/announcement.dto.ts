import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_LIMITS,
  EMAIL_STATUSES,
  type EmailStatus,
  RSVP_NOTICE_KINDS,
  RSVP_RESPONSES,
  type RsvpResponse,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import { IsArray, IsDefined, IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { EventIdParams } from '../../events';
import type {
  AnnouncementSummaryView,
  NotificationView,
  RecipientDeliveryView,
} from '../persistence/announcement-views.query';

const NOTIFICATION_KINDS = ['announcement', ...RSVP_NOTICE_KINDS] as const;

export class AnnouncementIdParams extends EventIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'announcementId must be a UUID' })
  announcementId!: string;
}

export class NotificationIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'notificationId must be a UUID' })
  notificationId!: string;
}

// Types only: the content rules (trimmed, not blank, length, RSVP ids) are the domain's.
export class SendAnnouncementDto {
  @ApiProperty({ maxLength: ANNOUNCEMENT_LIMITS.message, example: 'Doors open at 9. See you there!' })
  @IsDefined({ message: 'Please write a message.' })
  @IsString({ message: 'The message must be text.' })
  message!: string;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: ANNOUNCEMENT_LIMITS.recipients,
    description:
      'RSVP ids of this event (GET /api/events/rsvps-with-users); anything else refuses the whole announcement',
  })
  @IsDefined({ message: 'Please select at least one recipient.' })
  @IsArray({ message: 'Recipients must be a list of RSVP ids.' })
  recipientIds!: string[];
}

@ApiSchema({ name: 'AnnouncementAccepted' })
export class AnnouncementAccepted {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) recipientCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'AnnouncementCounts' })
export class AnnouncementCountsResponse {
  @ApiProperty({
    type: 'integer',
    description: 'Recipients without their inbox entry yet, plus emails still to send',
  })
  queued!: number;
  @ApiProperty({ type: 'integer', description: 'In the attendees’ inboxes' }) delivered!: number;
  @ApiProperty({ type: 'integer' }) emailed!: number;
  @ApiProperty({ type: 'integer', description: 'Emails that failed for good' }) failed!: number;
  @ApiProperty({ type: 'integer' }) read!: number;
}

@ApiSchema({ name: 'AnnouncementSummary' })
export class AnnouncementSummaryResponse implements AnnouncementSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'integer' }) recipientCount!: number;
  @ApiProperty({ type: AnnouncementCountsResponse }) counts!: AnnouncementCountsResponse;
}

@ApiSchema({ name: 'RecipientDelivery' })
export class RecipientDeliveryResponse implements RecipientDeliveryView {
  @ApiProperty({ format: 'uuid' }) rsvpId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ enum: RSVP_RESPONSES }) response!: RsvpResponse;
  @ApiProperty({
    enum: ['queued', 'delivered', 'none'],
    description: 'none: a guest RSVP without an account has no inbox',
  })
  inApp!: 'queued' | 'delivered' | 'none';
  @ApiProperty({ enum: EMAIL_STATUSES, description: 'none: the attendee turned email notifications off' })
  email!: EmailStatus;
  @ApiProperty({ type: String, nullable: true }) emailError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
}

@ApiSchema({ name: 'Notification' })
export class NotificationResponse implements NotificationView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: NOTIFICATION_KINDS,
    description:
      "'announcement': a message from the event's host; otherwise a notice about the user's own RSVP",
  })
  kind!: NotificationView['kind'];
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() eventTitle!: string;
  @ApiProperty() eventSlug!: string;
  @ApiProperty() hostName!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) sentAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
}

@ApiSchema({ name: 'UnreadCount' })
export class UnreadCountResponse {
  @ApiProperty({ type: 'integer', minimum: 0 }) unreadCount!: number;
}

@ApiSchema({ name: 'Inbox' })
export class InboxResponse extends UnreadCountResponse {
  @ApiProperty({ type: [NotificationResponse] }) notifications!: NotificationResponse[];
}

export const INBOX_DEFAULT_LIMIT = 50;

export class InboxQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: INBOX_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit?: number;
}
