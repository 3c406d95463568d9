// The door app's service worker (issue 19 §3, ADR 0032), scope /door/: a door page and the files
// it loaded open without a network. Network first, so an online door always runs the latest
// build; the cache answers only when the network does not. The API is never cached here: the
// app keeps its synced lists and scans in IndexedDB itself.
const CACHE = 'nightlife-door-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page sends the files it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(event.data.urls.map((url) => cache.add(url).catch(() => {})))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  event.respondWith(networkFirst(request));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request)) ?? (request.mode === 'navigate' ? await anyDoorPage(cache) : undefined);
    if (cached) return cached;
    throw error;
  }
}

/** Every door page is the same shell document: any one kept opens another event's door offline. */
async function anyDoorPage(cache) {
  for (const key of await cache.keys()) {
    if (new URL(key.url).pathname.startsWith('/door/')) return cache.match(key);
  }
  return undefined;
}
