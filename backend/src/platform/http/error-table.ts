import { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from './transport-errors';

export interface ErrorMapping {
  status: HttpStatus;
  title: string;
}

/**
 * The one table from error codes (each domain context's, the kernel's and the transport's) to
 * HTTP. `Record<ApiErrorCode, …>` makes it exhaustive: a code added to a context fails the type
 * check until it is mapped here, and a code no one declares cannot be listed.
 */
export const ERROR_TABLE: Record<ApiErrorCode, ErrorMapping> = {
  'VALIDATION.FAILED': { status: HttpStatus.BAD_REQUEST, title: 'Validation failed' },
  'REQUEST.MALFORMED_JSON': { status: HttpStatus.BAD_REQUEST, title: 'Malformed JSON body' },
  'REQUEST.TOO_LARGE': { status: HttpStatus.PAYLOAD_TOO_LARGE, title: 'Request body too large' },
  'REQUEST.MALFORMED_BODY': { status: HttpStatus.BAD_REQUEST, title: 'Request body cannot be decoded' },
  'REQUEST.TOO_DEEP': { status: HttpStatus.BAD_REQUEST, title: 'JSON body nested too deeply' },
  'REQUEST.INVALID_CHARACTER': { status: HttpStatus.BAD_REQUEST, title: 'Invalid character in request' },
  'REQUEST.MALFORMED_URL': { status: HttpStatus.BAD_REQUEST, title: 'Malformed URL' },
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    title: 'Unsupported media type',
  },
  'AUTH.UNAUTHENTICATED': { status: HttpStatus.UNAUTHORIZED, title: 'Authentication required' },
  'AUTH.INVALID_CREDENTIALS': { status: HttpStatus.UNAUTHORIZED, title: 'Invalid credentials' },
  'AUTH.USERNAME_TAKEN': { status: HttpStatus.CONFLICT, title: 'Username taken' },
  'AUTH.EMAIL_TAKEN': { status: HttpStatus.CONFLICT, title: 'Email taken' },
  'AUTH.PASSWORD_INCORRECT': { status: HttpStatus.FORBIDDEN, title: 'Password incorrect' },
  'CSRF.CROSS_ORIGIN': { status: HttpStatus.FORBIDDEN, title: 'Cross-origin request refused' },
  RATE_LIMITED: { status: HttpStatus.TOO_MANY_REQUESTS, title: 'Too many requests' },
  'EVENT.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Event not found' },
  'EVENT.GUEST_LIST_PRIVATE': { status: HttpStatus.FORBIDDEN, title: 'Guest list not shared with you' },
  'RSVP.ALREADY_EXISTS': { status: HttpStatus.CONFLICT, title: "Already RSVP'd" },
  'RSVP.CAPACITY_REACHED': { status: HttpStatus.CONFLICT, title: 'Event is full' },
  'RSVP.EVENT_PAST': { status: HttpStatus.CONFLICT, title: 'Event is over' },
  'RSVP.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'RSVP not found' },
  'RSVP.NOT_CHANGEABLE': { status: HttpStatus.CONFLICT, title: 'RSVP cannot be changed' },
  'RSVP.TRANSITION_NOT_ALLOWED': { status: HttpStatus.CONFLICT, title: 'Status change not allowed' },
  'RSVP.NOT_PENDING': { status: HttpStatus.CONFLICT, title: 'Not waiting for approval' },
  'RSVP.NOT_RECONFIRMABLE': { status: HttpStatus.CONFLICT, title: 'Nothing to reconfirm' },
  'WAITLIST.CLOSED': { status: HttpStatus.CONFLICT, title: 'No waitlist' },
  'WAITLIST.NOT_WAITING': { status: HttpStatus.NOT_FOUND, title: 'Not on the waitlist' },
  'WAITLIST.OFFER_NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Offer not found' },
  'WAITLIST.OFFER_EXPIRED': { status: HttpStatus.GONE, title: 'Offer expired' },
  'WAITLIST.NO_ROOM': { status: HttpStatus.CONFLICT, title: 'Not enough free places' },
  'INVITATION.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Invitation not found' },
  'INVITATION.CLOSED': { status: HttpStatus.GONE, title: 'Invitation no longer open' },
  'INVITATION.OWN': { status: HttpStatus.CONFLICT, title: 'Your own invitation' },
  'INVITATION.NOT_ALLOWED': { status: HttpStatus.CONFLICT, title: 'Guest invites not allowed' },
  'DOOR_PASS.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Door pass not found' },
  'DOOR_PASS.WRONG_PIN': { status: HttpStatus.UNAUTHORIZED, title: 'Wrong PIN' },
  'DOOR_PASS.CLOSED': { status: HttpStatus.GONE, title: 'Door pass closed' },
  'DOOR_PASS.SUPERVISOR_ONLY': { status: HttpStatus.FORBIDDEN, title: 'Supervisor only' },
  'ACCESS_TOKEN.INVALID': { status: HttpStatus.UNAUTHORIZED, title: 'Invalid access token' },
  'ACCESS_TOKEN.MISSING_SCOPE': { status: HttpStatus.FORBIDDEN, title: 'Scope missing' },
  'ACCESS_TOKEN.NOT_FOR_TOKENS': { status: HttpStatus.FORBIDDEN, title: 'Not for access tokens' },
  'ACCESS_TOKEN.TOO_MANY': { status: HttpStatus.CONFLICT, title: 'Too many access tokens' },
  'ACCESS_TOKEN.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Access token not found' },
  'WEBHOOK.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Webhook not found' },
  'WEBHOOK.DELIVERY_NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Webhook delivery not found' },
  'WEBHOOK.TOO_MANY': { status: HttpStatus.CONFLICT, title: 'Too many webhooks' },
  'CHECK_IN.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Scan not found' },
  'CHECK_IN.NOT_OVERRIDABLE': { status: HttpStatus.CONFLICT, title: 'Scan cannot be overridden' },
  'ANNOUNCEMENT.RECIPIENTS_INVALID': {
    status: HttpStatus.BAD_REQUEST,
    title: 'Recipients not of this event',
  },
  'ANNOUNCEMENT.DAILY_LIMIT': { status: HttpStatus.TOO_MANY_REQUESTS, title: 'Announcement limit reached' },
  'ANNOUNCEMENT.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Announcement not found' },
  'NOTIFICATION.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Notification not found' },
  'TICKET.SOLD_OUT': { status: HttpStatus.CONFLICT, title: 'Ticket type sold out' },
  'TICKET.ALREADY_ISSUED': { status: HttpStatus.CONFLICT, title: 'Guest already has a ticket' },
  'TICKET.RSVP_NOT_ELIGIBLE': { status: HttpStatus.CONFLICT, title: 'Guest cannot hold a ticket' },
  'CONNECTION.SELF': { status: HttpStatus.BAD_REQUEST, title: 'Cannot connect to yourself' },
  'QR.URL_NOT_ALLOWED': { status: HttpStatus.BAD_REQUEST, title: 'Only http(s) addresses allowed' },
  'USER.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'User not found' },
  'UPLOAD.ALREADY_USED': { status: HttpStatus.CONFLICT, title: 'Upload address already used' },
  'UPLOAD.FOREIGN_URL': { status: HttpStatus.BAD_REQUEST, title: 'Not an upload of this site' },
  'UPLOAD.NOT_FOUND': { status: HttpStatus.NOT_FOUND, title: 'Upload not found' },
  'UPLOAD.NOT_UPLOADED': { status: HttpStatus.CONFLICT, title: 'Upload not finished' },
  'UPLOAD.CHANGED': { status: HttpStatus.CONFLICT, title: 'Upload changed during the check' },
  'UPLOAD.TOO_LARGE': { status: HttpStatus.PAYLOAD_TOO_LARGE, title: 'File too large' },
  'UPLOAD.TYPE_NOT_ALLOWED': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, title: 'File type not allowed' },
  'UPLOAD.UNREADABLE': { status: HttpStatus.UNPROCESSABLE_ENTITY, title: 'File cannot be read' },
  'UPLOAD.LINK_INVALID': { status: HttpStatus.FORBIDDEN, title: 'Upload link not valid' },
  'UPLOAD.LINK_EXPIRED': { status: HttpStatus.FORBIDDEN, title: 'Upload link expired' },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, title: 'Not found' },
  METHOD_NOT_ALLOWED: { status: HttpStatus.METHOD_NOT_ALLOWED, title: 'Method not allowed' },
  INTERNAL: { status: HttpStatus.INTERNAL_SERVER_ERROR, title: 'Internal server error' },
};

export const PROBLEM_TYPE_BASE = 'https://nightlife.dev/problems/';
