// Run by the entry script, before the shell's own chunks have arrived: when the page carries the
// remotes' manifests (boot-documents.ts), the remote that owns this URL is known at once, so its
// entry and its routes module are fetched in parallel with the shell instead of after it.
import { ownerOf, parseRemotesManifest } from '../routing/route-ownership';
import { bootDocument } from './boot-documents';
import { remoteEntryUrl, routesAssetUrls, type FederationManifest } from './federation-manifest';

function preload(href: string, as: 'script' | 'style') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

export function preloadFirstPageRemote(): void {
  try {
    const carried = bootDocument('/remotes.json');
    if (carried === undefined) return;
    const remotes = parseRemotesManifest(carried);
    const owner = ownerOf(window.location.pathname, remotes);
    if (owner === undefined) return;
    const manifest = bootDocument(remotes[owner].entry) as FederationManifest | undefined;
    if (!manifest) return;
    const manifestUrl = new URL(remotes[owner].entry, window.location.href).href;
    const { scripts, styles } = routesAssetUrls(manifest, manifestUrl);
    preload(remoteEntryUrl(manifest, manifestUrl), 'script');
    scripts.forEach((url) => preload(url, 'script'));
    styles.forEach((url) => preload(url, 'style'));
  } catch {
    // Only a hint: the router loads the remote either way (and reports a broken manifest).
  }
}
