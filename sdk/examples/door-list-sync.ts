// What a third-party program writes with the SDK (compiled by `tsc --strict` in the typecheck
// stage): optional request fields stay optional, answers and problem codes are typed.
import { createNightlifeClient } from '../src/index.js';

export async function publishAndReadGuests(baseUrl: string, token: string): Promise<string[]> {
  const api = createNightlifeClient({ baseUrl, token });
  // Only the title and the date: every other field has a default.
  const created = await api.POST('/api/events', {
    body: { title: 'Rooftop Sessions', eventDate: '2030-06-01' },
  });
  if (created.error) {
    // The problem's code is one of those the operation declares.
    const code: string = created.error.code;
    throw new Error(`${code}: ${created.error.detail ?? ''}`);
  }
  const tickets = await api.GET('/api/events/{eventId}/tickets', {
    params: { path: { eventId: created.data.id } },
  });
  return (tickets.data?.tickets ?? []).map((ticket) => ticket.guestName);
}
