import { addressRefusal, checkWebhookHost } from './webhook-address';

describe('webhook addresses', () => {
  it('lets public unicast addresses through, IPv4 and IPv6', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e']) {
      expect(addressRefusal(address)).toBeNull();
    }
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.251',
      '255.255.255.255',
      '0.0.0.0',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ]) {
      expect(addressRefusal(address)).not.toBeNull();
    }
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it maps', () => {
    expect(addressRefusal('::ffff:127.0.0.1')).toMatch(/loopback address 127\.0\.0\.1/);
    expect(addressRefusal('::ffff:7f00:1')).toMatch(/loopback/);
    expect(addressRefusal('::ffff:10.0.0.1')).toMatch(/private/);
    expect(addressRefusal('::ffff:93.184.215.14')).toBeNull();
  });

  it('refuses a name if any of its addresses is not public, unless the operator allows it', async () => {
    const policy = { allowPrivate: false, allowedHosts: ['hooks.internal'] };
    const resolve = async (host: string) =>
      host === 'mixed.example'
        ? [
            { address: '93.184.215.14', family: 4 },
            { address: '10.0.0.1', family: 4 },
          ]
        : [{ address: '10.0.0.2', family: 4 }];
    expect(await checkWebhookHost(policy, 'mixed.example', resolve)).toMatchObject({ ok: false });
    expect(await checkWebhookHost(policy, 'hooks.internal', resolve)).toMatchObject({ ok: true });
    expect(await checkWebhookHost(policy, '127.0.0.1', resolve)).toMatchObject({ ok: false });
    expect(
      await checkWebhookHost({ allowPrivate: true, allowedHosts: [] }, '127.0.0.1', resolve),
    ).toMatchObject({ ok: true });
    const failing = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    expect(await checkWebhookHost(policy, 'nowhere.example', failing)).toEqual({
      ok: false,
      reason: 'nowhere.example does not resolve (ENOTFOUND)',
    });
  });
});
