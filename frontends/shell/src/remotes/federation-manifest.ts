// What the shell reads from a remote's mf-manifest.json (Module Federation's build manifest):
// the URL of its (content-hashed) remoteEntry, and the files of its exposed `./routes` module.
export interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { path: string; name: string } };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** The remote's remoteEntry script, resolved against the manifest's own URL. */
export function remoteEntryUrl(manifest: FederationManifest, manifestUrl: string): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(publicPath, manifestUrl);
  return new URL([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), base).href;
}

/** The scripts and stylesheets the remote's `./routes` module needs before it runs. */
export function routesAssetUrls(manifest: FederationManifest, manifestUrl: string) {
  const base = new URL(manifest.metaData.publicPath, manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const resolve = (files: string[] = []) => files.map((file) => new URL(file, base).href);
  return { scripts: resolve(routes?.js?.sync), styles: resolve(routes?.css?.sync) };
}
