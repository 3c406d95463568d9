import type { LegalSection } from '../legal/LegalDocument';

export const TERMS_EFFECTIVE_DATE = 'January 1, 2025';
export const LEGAL_CONTACT_EMAIL = 'support@nightlife.dev';

/** The 13 sections of the Terms (spec 2 §2.18). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      'These Terms and Conditions ("Terms") govern your access to and use of the NIGHTLIFE website, applications and services (the "Service"). By creating an account, RSVPing to an event or otherwise using the Service, you agree to be bound by these Terms. If you do not agree, do not use the Service.',
    ],
  },
  {
    title: 'Eligibility and Age Requirement',
    paragraphs: [
      'You must be at least 18 years old to create an account or use the Service. By using the Service you confirm that you are 18 or older. Individual events may set a higher minimum age (for example 21+); you are responsible for meeting the age restriction of any event you attend, and venues and hosts may refuse entry to anyone who cannot show valid identification.',
    ],
  },
  {
    title: 'Your Account',
    paragraphs: [
      'You agree to provide accurate information when you sign up and to keep it up to date. You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately at the address in section 13 if you believe your account has been used without your permission.',
    ],
  },
  {
    title: 'Hosts and Events',
    paragraphs: [
      'Hosts are solely responsible for the events they publish, including the accuracy of dates, times, locations, prices, age restrictions, capacity and dress codes, and for complying with all laws, licences and venue rules that apply to their events. NIGHTLIFE does not organise, operate or supervise events and is not a party to any arrangement between hosts, venues and attendees.',
    ],
  },
  {
    title: 'RSVPs and Information Shared with Hosts',
    paragraphs: [
      'When you RSVP to an event, the host of that event receives your RSVP details: your name, username, profile picture, your response (Going, Maybe or Can’t Go), the number of guests you bring, your mood emoji and any message you add. Hosts use this information to manage their guest list, plan capacity and send you announcements about the event.',
      'An RSVP is not a ticket and does not guarantee entry. Some hosts hide the event location until you have RSVP’d; once you have, you can see it.',
    ],
  },
  {
    title: 'Tickets and Third-Party Services',
    paragraphs: [
      'Ticket links may take you to third-party ticketing services. Purchases made there are governed by the terms of that service and of the host; refunds, transfers and cancellations are handled by them, not by NIGHTLIFE. We are not responsible for the content or practices of third-party websites.',
    ],
  },
  {
    title: 'Content Rules',
    paragraphs: [
      'You keep ownership of the content you post (such as flyers, event descriptions, photos, profile details and messages), and you grant NIGHTLIFE a worldwide, non-exclusive, royalty-free licence to host, display and distribute it in order to operate and promote the Service. You must have the rights to everything you upload.',
      'Content you post must not:',
    ],
    points: [
      'be unlawful, defamatory, harassing, hateful or discriminatory;',
      'contain sexually explicit material or depict violence;',
      'promote illegal drugs, unlicensed alcohol sales or dangerous activities;',
      'infringe the copyright, trademark, privacy or other rights of anyone else;',
      'be misleading, including fake events, false prices or impersonation;',
      'contain spam, malware or unsolicited advertising.',
    ],
  },
  {
    title: 'Prohibited Conduct',
    paragraphs: [
      'You agree not to misuse the Service: do not attempt to access accounts or data that are not yours, scrape or harvest information about other users, interfere with the security or operation of the Service, create accounts by automated means, or use information obtained through the Service (including guest lists) for any purpose other than the event it was shared for.',
    ],
  },
  {
    title: 'Safety at Events',
    paragraphs: [
      'Nightlife should be fun and safe. Attend events responsibly, follow the instructions of venue staff and security, and drink responsibly where alcohol is served. If you experience or witness harmful behaviour connected to an event listed on the Service, contact local authorities where appropriate and report it to us so we can act on the listing or account involved.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The Service, including its design, logos, themes and software, is owned by NIGHTLIFE and protected by intellectual property laws. Except for the licence to use the Service under these Terms, no rights are granted to you. Do not copy, modify or redistribute any part of the Service without our written permission.',
    ],
  },
  {
    title: 'Disclaimers and Limitation of Liability',
    paragraphs: [
      'The Service is provided "as is" and "as available" without warranties of any kind. To the fullest extent permitted by law, NIGHTLIFE is not liable for any indirect, incidental or consequential damages, or for any loss arising from events, venues, hosts, attendees or third-party services, and our total liability for any claim relating to the Service is limited to the amount you paid us, if any, in the twelve months before the claim.',
    ],
  },
  {
    title: 'Termination and Account Deletion',
    paragraphs: [
      'We may suspend or terminate your account, or remove your content or events, at any time if you break these Terms, if required by law, or to protect other users, hosts or the Service. You may stop using the Service at any time.',
      'You can delete your account from your profile settings. Deleting your account removes your profile, RSVPs and connections from the Service; events you host are removed with their guest lists. Some information may be kept for a limited period where the law requires it or to resolve disputes.',
    ],
  },
  {
    title: 'Changes to These Terms and Contact',
    paragraphs: [
      'We may update these Terms from time to time. When we make material changes we will update the effective date above and, where appropriate, notify you in the Service. Continuing to use the Service after a change takes effect means you accept the updated Terms.',
      `Questions about these Terms? Contact us at ${LEGAL_CONTACT_EMAIL}.`,
    ],
  },
];
