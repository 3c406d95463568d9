import { data } from 'react-router';

/**
 * The staff page exists for staff only: anyone else gets the app's 404 page, as the API answers
 * them 404. The server decides who is staff; this loader asks it before the page renders (the
 * page then reads the inbox through the store).
 */
export async function staffOnlyLoader(): Promise<null> {
  const response = await fetch('/api/staff/inbox', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new Error(`The staff inbox answered ${response.status}`);
  return null;
}
