// The report's context.sessionId: one random id per browser session (tab), kept in
// sessionStorage. It is not the server session.
const KEY = 'nightlife.sessionId';

export function browserSessionId(storage: Storage = sessionStorage): string {
  let id = storage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(KEY, id);
  }
  return id;
}
