import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EVENT_FIELDS,
  EVENT_LIMITS,
  type EventFieldName,
  type EventFieldRule,
  type OptionalEventFields,
  type OptionalEventInput,
} from '@nightlife/domain';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

// The API side of the domain's optional event fields (EVENT_FIELDS): each rule gives its field a
// property on the create/update payload (with the type check; content rules stay the domain's)
// and on the edit form's values. A new optional field needs nothing here.

export function OptionalText(
  label: string,
  options: { maxLength?: number; example?: string; description?: string } = {},
) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, ...options }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
  );
}

function OptionalFlag(label: string, fallback: boolean, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: fallback, description }),
    IsOptional(),
    IsBoolean({ message: `${label} must be true or false` }),
  );
}

function OptionalList(label: string, maxItems: number, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems, description }),
    IsOptional(),
    IsArray({ message: `${label} must be a list` }),
    IsString({ each: true, message: `${label} must be a list of text` }),
  );
}

function OptionalHours(
  label: string,
  rule: { min: number; max: number; maxEntries: number; fallback: readonly number[] },
) {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      isArray: true,
      minimum: rule.min,
      maximum: rule.max,
      maxItems: rule.maxEntries,
      default: [...rule.fallback],
      description: `Whole hours before the start; absent is the default, [] is none`,
    }),
    IsOptional(),
    IsArray({ message: `${label} must be a list` }),
    IsInt({ each: true, message: `${label} must be whole hours` }),
  );
}

/** What the document says of a field beyond its rule: an example value, what a flag means. */
const FIELD_DOCS: Partial<Record<EventFieldName, { example?: string; description?: string }>> = {
  tagline: { example: 'Synthwave till sunrise' },
  location: { example: 'The Mercury Loft, Chicago' },
  price: { example: '$20 before 11pm' },
  dressCode: { example: 'All black, neon accents' },
  ticketUrl: { example: 'https://tickets.example.com/neon-static' },
  flyerImageUrl: { example: 'https://cdn.example.com/flyers/neon-static.jpg' },
  flyerVideoUrl: { example: 'https://cdn.example.com/flyers/neon-static.mp4' },
  posterUrl: { example: 'https://cdn.example.com/posters/neon-static.jpg' },
  playlistLink: { example: 'https://open.spotify.com/playlist/abc' },
  registryLink: { example: 'https://registry.example.com/neon' },
  doorInstructions: {
    example: 'Ring the blue door, say the password',
    description: 'Shown with the location, under the same reveal rule',
  },
  openInvite: { description: 'Anyone can join' },
  isPrivate: {
    description:
      'Invite only: listed nowhere, and its page and RSVP need the invitation link (the host shares it; with openInvite, guests too)',
  },
  hasGroupOrder: { description: 'Enable group orders' },
  isDraft: { description: 'true: saved for later, not visible to the public' },
  waitlistOfferHours: {
    description:
      'Hours a waiting party has to accept an offer of freed places; shorter as the start nears (at most half the time left, at least 15 minutes)',
  },
  waitlist: {
    description:
      'A full event with a capacity (and no approval step) offers a waitlist; freed places are offered to waiting parties in order',
  },
  guestListVisibility: {
    description:
      'Who sees the guest list: signed-in (every signed-in user), guests (guests who hold a place), host (the host alone)',
  },
};

function payloadProperty(field: EventFieldName, rule: EventFieldRule): PropertyDecorator {
  const docs = FIELD_DOCS[field] ?? {};
  switch (rule.kind) {
    case 'text':
      return OptionalText(
        rule.label,
        rule.fallback === undefined
          ? { maxLength: rule.maxLength, ...docs }
          : { maxLength: rule.maxLength, example: rule.fallback, description: `Default '${rule.fallback}'` },
      );
    case 'url':
      return OptionalText(rule.label, { maxLength: EVENT_LIMITS.url, ...docs, description: 'http(s) URL' });
    case 'list':
      return OptionalList(
        rule.label,
        rule.maxEntries,
        rule.urls ? 'http(s) URLs' : 'One entry per line; blank entries are dropped',
      );
    case 'flag':
      return OptionalFlag(rule.label, rule.fallback ?? false, docs.description);
    case 'hours':
      return OptionalHours(rule.label, rule);
    case 'count':
      return applyDecorators(
        ApiPropertyOptional({
          type: 'integer',
          nullable: true,
          minimum: rule.min,
          maximum: rule.max,
          default: rule.fallback,
          description: docs.description,
        }),
        IsOptional(),
        IsInt({ message: `${rule.label} must be whole ${rule.unit} from ${rule.min} to ${rule.max}` }),
      );
    case 'choice':
      return applyDecorators(
        ApiPropertyOptional({
          enum: rule.options,
          nullable: true,
          default: rule.fallback,
          description: docs.description,
        }),
        IsOptional(),
        IsString({ message: `${rule.label} must be one of: ${rule.options.join(', ')}` }),
      );
  }
}

function valueProperty(rule: EventFieldRule): PropertyDecorator {
  switch (rule.kind) {
    case 'text':
      return ApiProperty(rule.fallback === undefined ? { type: String, nullable: true } : { type: String });
    case 'url':
      return ApiProperty({ type: String, nullable: true });
    case 'list':
      return ApiProperty({ type: [String] });
    case 'flag':
      return ApiProperty({ type: Boolean });
    case 'hours':
      return ApiProperty({ type: 'integer', isArray: true });
    case 'count':
      return ApiProperty({ type: 'integer', minimum: rule.min, maximum: rule.max });
    case 'choice':
      return ApiProperty({ enum: rule.options });
  }
}

/** A class with one decorated property per optional field. */
function fieldsClass<T>(property: (field: EventFieldName, rule: EventFieldRule) => PropertyDecorator) {
  class EventFields {}
  for (const [field, rule] of Object.entries(EVENT_FIELDS) as [EventFieldName, EventFieldRule][]) {
    property(field, rule)(EventFields.prototype, field);
  }
  return EventFields as new () => T;
}

/** The optional fields of the create/update payload (CreateEventDto extends it). */
export const EventFieldsPayload = fieldsClass<OptionalEventInput>(payloadProperty);

/** The optional fields of the edit form's values (EventFormValuesResponse extends it). */
export const EventFieldValues = fieldsClass<OptionalEventFields>((_field, rule) => valueProperty(rule));
