import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CONTACT_FORM_TYPES, HOOKAH_DURATIONS, HOOKAH_PACKAGES, HOOKAH_SPECIALISTS } from '@nightlife/domain';

// What the staff page shows: the newest entries of each kind and how many there are in all.

@ApiSchema({ name: 'StaffContactInquiry' })
export class StaffContactInquiry {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ enum: CONTACT_FORM_TYPES }) formType!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) eventName!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) eventDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) venue!: string | null;
  @ApiProperty() message!: string;
}

@ApiSchema({ name: 'StaffHookahBooking' })
export class StaffHookahBooking {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: '22:30' }) time!: string;
  @ApiProperty({ enum: HOOKAH_DURATIONS }) duration!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ enum: HOOKAH_PACKAGES.map((pkg) => pkg.id) }) packageType!: string;
  @ApiProperty({ type: String, nullable: true, enum: HOOKAH_SPECIALISTS.map((specialist) => specialist.id) })
  specialistId!: string | null;
  @ApiProperty({ type: String, nullable: true }) specialRequests!: string | null;
}

@ApiSchema({ name: 'StaffEmailSignup' })
export class StaffEmailSignup {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty() email!: string;
}

@ApiSchema({ name: 'StaffContactInquiries' })
export class StaffContactInquiries {
  @ApiProperty({ description: 'All stored, not only those listed' }) total!: number;
  @ApiProperty({ type: [StaffContactInquiry], description: 'Newest first' }) items!: StaffContactInquiry[];
}

@ApiSchema({ name: 'StaffHookahBookings' })
export class StaffHookahBookings {
  @ApiProperty({ description: 'All stored, not only those listed' }) total!: number;
  @ApiProperty({ type: [StaffHookahBooking], description: 'Newest first' }) items!: StaffHookahBooking[];
}

@ApiSchema({ name: 'StaffEmailSignups' })
export class StaffEmailSignups {
  @ApiProperty({ description: 'All stored, not only those listed' }) total!: number;
  @ApiProperty({ type: [StaffEmailSignup], description: 'Newest first' }) items!: StaffEmailSignup[];
}

@ApiSchema({ name: 'StaffInbox' })
export class StaffInboxResponse {
  @ApiProperty({ description: 'Entries listed per kind (the CSV exports hold all)' }) listLimit!: number;
  @ApiProperty({ type: StaffContactInquiries }) contactInquiries!: StaffContactInquiries;
  @ApiProperty({ type: StaffHookahBookings }) hookahBookings!: StaffHookahBookings;
  @ApiProperty({ type: StaffEmailSignups }) newsletterSignups!: StaffEmailSignups;
  @ApiProperty({ type: StaffEmailSignups }) waitlistSignups!: StaffEmailSignups;
}
