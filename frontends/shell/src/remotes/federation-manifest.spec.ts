import { remoteEntryUrl, routesAssetUrls, type FederationManifest } from './federation-manifest';

const manifest: FederationManifest = {
  metaData: {
    publicPath: '/remotes/public-events/',
    remoteEntry: { path: '', name: 'remoteEntry.6483f94ccc.js' },
  },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.7eee3d5346.js'] },
        css: { sync: ['__federation_expose_routes.58a9b73a7f.css'] },
      },
    },
  ],
};
const manifestUrl = 'https://nightlife.example/remotes/public-events/mf-manifest.json';

it("resolves the remote's entry against its public path", () => {
  expect(remoteEntryUrl(manifest, manifestUrl)).toBe(
    'https://nightlife.example/remotes/public-events/remoteEntry.6483f94ccc.js',
  );
  const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/pe/' } };
  expect(remoteEntryUrl(cdn, manifestUrl)).toBe('https://cdn.example/pe/remoteEntry.6483f94ccc.js');
});

it('lists the files the routes module needs before it runs', () => {
  expect(routesAssetUrls(manifest, manifestUrl)).toEqual({
    scripts: ['https://nightlife.example/remotes/public-events/__federation_expose_routes.7eee3d5346.js'],
    styles: ['https://nightlife.example/remotes/public-events/__federation_expose_routes.58a9b73a7f.css'],
  });
  expect(routesAssetUrls({ metaData: manifest.metaData }, manifestUrl)).toEqual({ scripts: [], styles: [] });
});
