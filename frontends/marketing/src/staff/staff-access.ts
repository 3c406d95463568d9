import { data } from 'react-router';
import type { StaffInbox } from '../api/marketing-api';

/**
 * The staff page exists for staff only: anyone else gets the app's 404 page, as the API answers
 * them 404. The server decides who is staff, so the loader reads the inbox itself before the page
 * renders, and the page shows what it read (one request, not a check and then a fetch).
 */
export async function staffInboxLoader({ request }: { request: Request }): Promise<StaffInbox> {
  const response = await fetch('/api/staff/inbox', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: request.signal,
  });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new Error(`The staff inbox answered ${response.status}`);
  return (await response.json()) as StaffInbox;
}
