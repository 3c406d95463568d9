// The embedded server puts the JSON documents the shell fetches first (/remotes.json and the
// remotes' mf-manifest.json) into the page, keyed by the URL the shell fetches them from
// (backend: frontend-hosting/page-html.ts, withBootDocuments). Read from there, they cost no round
// trip; a page without them (the nginx image serves the plain index.html) fetches as usual.
const BOOT_DOCUMENTS_ID = 'nightlife-boot-documents';

let documents: Record<string, unknown> | undefined;

function bootDocuments(): Record<string, unknown> {
  if (!documents) {
    const text = document.getElementById(BOOT_DOCUMENTS_ID)?.textContent;
    try {
      documents = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      documents = {};
    }
  }
  return documents;
}

/** The document the page carries for `url` (as written in /remotes.json), if any. */
export function bootDocument(url: string): unknown {
  return bootDocuments()[url];
}

/**
 * The document at `url`: the page's copy the first time, else fetched (revalidated: manifests
 * change on deploy, and a retry after a failed load must see the current one).
 */
export async function fetchJson(url: string): Promise<unknown> {
  const carried = bootDocument(url);
  if (carried !== undefined) {
    delete bootDocuments()[url];
    return carried;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}
