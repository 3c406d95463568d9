import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  CONTACT_FORM_TYPES,
  CONTACT_LIMITS,
  type ContactFormType,
  type ContactInquiryInput,
  DEFAULT_CONTACT_FORM_TYPE,
  DEFAULT_HOOKAH_DURATION,
  DEFAULT_HOOKAH_PACKAGE,
  type EmailSignupInput,
  FIELD_LIMITS,
  HOOKAH_DURATIONS,
  HOOKAH_LIMITS,
  HOOKAH_PACKAGES,
  HOOKAH_SPECIALISTS,
  type HookahBookingInput,
} from '@nightlife/domain';
import { IsOptional, IsString } from 'class-validator';

// The bodies of the four visitor forms. The DTOs check only that each field is text (or null
// where allowed): the rules and their messages are the domain's, one per form, the same the
// pages run (validateContactInquiry, validateEmailSignup, validateHookahBooking).

interface TextDocs {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  description?: string;
  example?: string;
  enum?: readonly string[];
  default?: string;
  format?: string;
  nullable?: boolean;
}

/** A text field, documented with the domain's limits; its rule is checked by the use case. */
function FormText({ required = false, nullable = false, ...docs }: TextDocs = {}) {
  const schema = { type: String, ...docs, ...(nullable ? { nullable: true } : {}) };
  return applyDecorators(
    required ? ApiProperty(schema) : ApiPropertyOptional(schema),
    IsOptional(),
    IsString({ message: '$property must be text' }),
  );
}

@ApiSchema({ name: 'ContactInquiry', description: 'Spec 2 §3 contact inquiry' })
export class ContactInquiryDto implements ContactInquiryInput {
  @FormText({ enum: CONTACT_FORM_TYPES, default: DEFAULT_CONTACT_FORM_TYPE })
  formType?: ContactFormType;

  @FormText({ required: true, minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax })
  name!: string;

  @FormText({ required: true, maxLength: CONTACT_LIMITS.email, format: 'email' })
  email!: string;

  @FormText({ required: true, minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  message!: string;

  @FormText({ nullable: true, maxLength: CONTACT_LIMITS.eventName, description: 'Promote only' })
  eventName?: string | null;

  @FormText({ nullable: true, format: 'date', description: "Promote only, 'YYYY-MM-DD'" })
  eventDate?: string | null;

  @FormText({ nullable: true, maxLength: CONTACT_LIMITS.venue, description: 'Promote only' })
  venue?: string | null;
}

@ApiSchema({ name: 'EmailSignup', description: 'The newsletter box and the PartyTag waitlist box' })
export class EmailSignupDto implements EmailSignupInput {
  @FormText({ required: true, maxLength: FIELD_LIMITS.email.max, format: 'email' })
  email!: string;
}

@ApiSchema({ name: 'HookahBooking', description: 'Spec 2 §3 hookah booking' })
export class HookahBookingDto implements HookahBookingInput {
  @FormText({ required: true, maxLength: HOOKAH_LIMITS.name })
  name!: string;

  @FormText({ required: true, maxLength: FIELD_LIMITS.phoneNumber.max, example: '+1 305 555 0142' })
  phone!: string;

  @FormText({ required: true, maxLength: FIELD_LIMITS.email.max, format: 'email' })
  email!: string;

  @FormText({ required: true, format: 'date', description: "'YYYY-MM-DD', not before today in Miami" })
  date!: string;

  @FormText({ required: true, example: '22:30', description: "'HH:MM', 24-hour" })
  time!: string;

  @FormText({ enum: HOOKAH_DURATIONS, default: DEFAULT_HOOKAH_DURATION, description: 'Hours' })
  duration?: string;

  @FormText({ required: true, maxLength: HOOKAH_LIMITS.location })
  location!: string;

  @FormText({ nullable: true, maxLength: HOOKAH_LIMITS.specialRequests })
  specialRequests?: string | null;

  @FormText({
    enum: [...HOOKAH_PACKAGES.map((pkg) => pkg.id), 'vip experience'],
    default: DEFAULT_HOOKAH_PACKAGE,
    description: "'vip experience' (the spec's spelling) is vip",
  })
  packageType?: string;

  @FormText({
    nullable: true,
    enum: HOOKAH_SPECIALISTS.map((specialist) => specialist.id),
    description: 'The specialist chosen on the page, or null for no preference',
  })
  specialistId?: string | null;

  @FormText({
    nullable: true,
    enum: HOOKAH_SPECIALISTS.map((specialist) => specialist.id),
    description: "The spec's name for specialistId; specialistId wins when both are sent",
  })
  selectedGirl?: string | null;

  @FormText({
    maxLength: HOOKAH_LIMITS.timestamp,
    description: 'When the client sent the booking; not kept (the server records when it received it)',
  })
  timestamp?: string;
}

@ApiSchema({ name: 'ContactInquiryAccepted' })
export class ContactInquiryAccepted {
  @ApiProperty({ format: 'uuid', description: 'The same id when the same inquiry is sent again' })
  inquiryId!: string;
}

@ApiSchema({ name: 'HookahBookingAccepted' })
export class HookahBookingAccepted {
  @ApiProperty({ format: 'uuid', description: 'The same id when the same booking is sent again' })
  bookingId!: string;
}

@ApiSchema({ name: 'EmailSignupAccepted' })
export class EmailSignupAccepted {
  @ApiProperty({ format: 'email', description: 'The address as stored (trimmed, lowercased)' })
  email!: string;
}
