import type { LegalSection } from '../legal/LegalDocument';
import { LEGAL_CONTACT_EMAIL } from '../terms/terms-sections';

export const PRIVACY_EFFECTIVE_DATE = 'November 24, 2026';

/**
 * What the service stores and why, as it is built: each statement here is something the code
 * does (sessions, RSVPs shared with hosts, EXIF removal, deletion from Settings).
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What We Collect',
    paragraphs: ['We only keep what the Service needs to work:'],
    points: [
      'Your account: name, username, email address, optional phone number, and your password, stored only as a one-way hash we cannot read back.',
      'Your profile, if you fill it in: photo, bio, social handles, tags and your settings.',
      'Your RSVPs: response, mood emoji, number of guests and the message you send the host; tickets a host issues to you; the people you connect with.',
      'Photos and videos you upload. We remove embedded metadata such as the location a photo was taken before we store an image.',
      'Messages you send us through the contact, booking and waitlist forms.',
      'Error reports, when you send one: the page address, your browser and screen, and the technical errors the page recorded.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How We Use It',
    paragraphs: [
      'We use your information to run the Service: to sign you in, show events and guest lists, deliver the announcements of events you RSVP to (in the app, and by email only while email notifications are on in your settings), answer your messages and fix problems you report. We do not sell your information and we do not show third-party advertising.',
    ],
  },
  {
    id: 'shared-with-hosts',
    title: 'What Hosts and Other Users See',
    paragraphs: [
      'When you RSVP, the host of that event receives your RSVP details and your public profile, and can export the guest list. Other guests of the event see your public profile in the guest list. Your email address and phone number are never shown on your public profile.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    paragraphs: [
      'We use one cookie, nightlife.sid, which keeps you signed in. It is set when you log in, cannot be read by scripts on the page, and ends when you log out or it expires. Visitors who do not sign in get no cookie.',
      'The app also keeps two small values in your browser for the current tab only (whether you have seen the opening animation, and an id that groups the error reports you send). We use no advertising or tracking cookies and no third-party analytics, so there is nothing to consent to beyond signing in.',
    ],
  },
  {
    id: 'retention',
    title: 'How Long We Keep It',
    paragraphs: [
      'Your account information is kept until you delete your account. Messages sent through our forms and error reports are kept while we handle them. Server logs, which record requests without their contents, are kept for a short time to keep the Service secure.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights (GDPR)',
    paragraphs: [
      'Wherever you live, you can see and correct your information in your profile and settings, and delete your account yourself from Settings: your profile, photos, RSVPs, connections and the events you host are removed and every session is signed out. If you are in the European Economic Area or the United Kingdom you also have the right to ask for a copy of your information, to object to or restrict how we use it, and to complain to your data protection authority.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'Connections to the Service are encrypted, passwords are hashed, and uploads are checked by their contents before they are stored. No system is perfectly secure; if we learn of a breach that affects you, we will tell you.',
    ],
  },
  {
    id: 'contact',
    title: 'Changes and Contact',
    paragraphs: [
      'When this policy changes we update the effective date above and, for material changes, tell you in the Service.',
      `Questions, or a request about your information? Contact us at ${LEGAL_CONTACT_EMAIL}.`,
    ],
  },
];
