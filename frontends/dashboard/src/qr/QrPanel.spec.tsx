import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { api, createAppStore } from '@nightlife/api';
import { qrApi, type QrCode } from './qr-api';
import { QrPanel } from './QrPanel';

const profile: QrCode = {
  kind: 'profile',
  id: null,
  eventId: null,
  title: null,
  customUrl: null,
  path: '/qr/u-1',
  scanCount: 3,
};

// The panel reads what RTK Query has cached for the list.
async function renderWith(items: QrCode[]): Promise<string> {
  const store = createAppStore();
  // The shared store's dispatch is typed without this remote's thunks.
  const upsert = qrApi.util.upsertQueryData as unknown as (
    endpoint: 'listQrCodes',
    arg: undefined,
    data: { items: QrCode[] },
  ) => Parameters<typeof store.dispatch>[0];
  await store.dispatch(upsert('listQrCodes', undefined, { items }));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <QrPanel username="dj_nova" />
    </Provider>,
  );
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}

describe('the QR panel', () => {
  it("starts on 'My Profile Page': its 300 px code, link, scan count and the two actions", async () => {
    const html = await renderWith([profile]);
    expect(html).toContain('Dynamic QR Code');
    expect(html).toContain('My Profile Page');
    expect(html).toMatch(/<svg[^>]*height="300"[^>]*width="300"[^>]*role="img"/);
    expect(html).toContain('/qr/u-1</p>');
    expect(html).toContain('3 scans');
    expect(html).toContain('Download QR');
    expect(html).toContain('Copy URL');
    expect(html).not.toContain('Enter URL to generate QR code');
    // The download is drawn at 512 px on a canvas kept out of sight.
    expect(html).toMatch(/<canvas (?=[^>]*height="512")(?=[^>]*width="512")[^>]*\shidden[\s>]/);
  });
});
