import type { MailMessage } from '../kernel/mail.port.js';
import { CONTACT_FORM_TYPE_LABELS } from './contact-inquiry.js';
import { EMAIL_LIST_LABELS } from './email-signup.js';
import { durationLabel, hookahPackage, hookahSpecialist } from './hookah-booking.js';
import type { Submission } from './submission.js';

type Line = readonly [label: string, value: string | null];

function body(intro: string, lines: readonly Line[], closing?: string): string {
  const shown = lines.filter(([, value]) => value !== null && value !== '');
  const width = Math.max(...shown.map(([label]) => label.length));
  const rows = shown.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
  return [intro, '', ...rows, ...(closing ? ['', closing] : [])].join('\n') + '\n';
}

/**
 * The mail that tells the team about one submission, in plain text; replies go to the visitor.
 * Its idempotency key is the submission's, so a retried job sends the same message.
 */
export function teamNotification(submission: Submission, teamInbox: string): MailMessage {
  const received = submission.receivedAt.toISOString();
  const base = { to: [teamInbox], idempotencyKey: `inquiries.${submission.kind}.${submission.id}` };
  switch (submission.kind) {
    case 'contact': {
      const { inquiry } = submission;
      const mode = CONTACT_FORM_TYPE_LABELS[inquiry.formType];
      return {
        ...base,
        subject: `${mode}: ${inquiry.name}`,
        replyTo: inquiry.email,
        text: body(
          `New "${mode}" message from the contact page.`,
          [
            ['Name', inquiry.name],
            ['Email', inquiry.email],
            ['Event', inquiry.eventName],
            ['Event date', inquiry.eventDate],
            ['Venue', inquiry.venue],
            ['Received', received],
          ],
          inquiry.message,
        ),
      };
    }
    case 'hookah-booking': {
      const { booking } = submission;
      const pkg = hookahPackage(booking.packageType);
      return {
        ...base,
        subject: `Hookah booking: ${booking.name}, ${booking.date} ${booking.time}`,
        replyTo: booking.email,
        text: body(
          'New hookah booking request. Confirm within 30 minutes.',
          [
            ['Name', booking.name],
            ['Phone', booking.phone],
            ['Email', booking.email],
            ['Date', booking.date],
            ['Time', booking.time],
            ['Duration', durationLabel(booking.duration)],
            ['Location', booking.location],
            ['Package', `${pkg.name} ($${pkg.price}, ${pkg.hours} hours)`],
            [
              'Specialist',
              booking.specialistId ? hookahSpecialist(booking.specialistId).name : 'No preference',
            ],
            ['Received', received],
          ],
          booking.specialRequests ? `Special requests:\n${booking.specialRequests}` : undefined,
        ),
      };
    }
    default: {
      const list = EMAIL_LIST_LABELS[submission.kind];
      return {
        ...base,
        subject: `New ${list} signup: ${submission.email}`,
        text: body(`Someone joined the ${list}.`, [
          ['Email', submission.email],
          ['Received', received],
        ]),
      };
    }
  }
}
