import type { CalendarLinks } from '../../api/events-api';

/** "Add to calendar": the .ics file (Apple Calendar and the rest), Google Calendar and Outlook. */
export function AddToCalendar({ links }: { links: CalendarLinks }) {
  return (
    <p className="pe-calendar">
      <span className="pe-calendar__label">Add to calendar:</span>{' '}
      <a href={links.ics} download>
        Apple / .ics
      </a>{' '}
      <a href={links.google} target="_blank" rel="noopener noreferrer">
        Google
      </a>{' '}
      <a href={links.outlook} target="_blank" rel="noopener noreferrer">
        Outlook
      </a>
    </p>
  );
}
