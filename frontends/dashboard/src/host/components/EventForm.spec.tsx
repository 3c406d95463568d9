import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@nightlife/api';
import { newEventForm } from '../event-form.model';
import { EventForm } from './EventForm';

// A data router, as the shell's: the form's leave guard uses the router's blocker.
function render(node: React.ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element: node }], {
    initialEntries: ['/dashboard/events/new'],
  });
  const html = renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  router.dispose();
  return html;
}

const initial = newEventForm(
  { defaultAgeRestriction: '25+', defaultLocation: 'The Loft' },
  'America/Chicago',
);

describe('event form', () => {
  it("has every section of spec 2 §2.8, the host's defaults and the floating bar", () => {
    const html = render(
      <EventForm
        mode="create"
        initial={initial}
        hostName="Nova Reyes"
        draftKey="nightlife.eventDraft.u1.new"
      />,
    );
    for (const section of [
      'Basics',
      'Capacity &amp; Pricing',
      'Media &amp; Tickets',
      'Event Details',
      'RSVP &amp; Guest Settings',
      'Publishing Options',
      'Theme',
    ]) {
      expect(html).toContain(`>${section}</legend>`);
    }
    expect(html).toContain('value="The Loft"');
    expect(html).toMatch(/<option selected value="25\+">/);
    expect(html).toMatch(/<option selected value="20:00">8:00 PM<\/option>/);
    expect(html).toContain('Event is live and visible to everyone');
    expect(html).toContain('Save for later, not visible to public');
    expect(html).toContain('Times are in America/Chicago');
    expect(html).toMatch(/<textarea[^>]*rows="6"[^>]*name="description"/);
    expect(html).toMatch(/<textarea[^>]*rows="4"[^>]*name="highlights"/);
    expect(html).toMatch(/<textarea[^>]*rows="5"[^>]*name="musicGenres"/);
    expect(html).toContain('One per line, up to 5');
    // Unlimited spots by default: no capacity field.
    expect(html).not.toContain('name="maxCapacity"');
    expect(html).toContain('>Create Event</button>');
    expect(html).toContain('>Preview</button>');
    expect(html).toContain('>Cancel</button>');
  });

  it('shows the capacity only when spots are limited, and Update when editing', () => {
    const html = render(
      <EventForm
        mode="edit"
        eventId="e1"
        initial={{ ...initial, unlimitedSpots: false }}
        hostName="Nova Reyes"
        draftKey="nightlife.eventDraft.u1.e1"
      />,
    );
    expect(html).toContain('name="maxCapacity"');
    expect(html).toContain('>Update Event</button>');
  });
});
