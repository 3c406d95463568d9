import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryEventAccess } from '../../testing/in-memory-event-access';
import { InMemoryQrCodeRepository } from '../../testing/in-memory-qr-code.repository';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator';
import { CreateCustomQrCodeUseCase } from './create-custom-qr-code.use-case';
import { DeleteCustomQrCodeUseCase } from './delete-custom-qr-code.use-case';
import { RecordQrScanUseCase } from './record-qr-scan.use-case';

const HOST = '0190f5c2-0000-7000-8000-000000000001';
const OTHER = '0190f5c2-0000-7000-8000-000000000002';
const PUBLISHED = '0190f5c2-0000-7000-8000-0000000000e1';
const DRAFT = '0190f5c2-0000-7000-8000-0000000000e2';
const OTHERS_EVENT = '0190f5c2-0000-7000-8000-0000000000e3';

// A person's phone opening the printed link.
const PHONE = {
  method: 'GET',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  clientKey: 'phone-1',
};
/** Another person's phone. */
const phone = (n: number) => ({ ...PHONE, clientKey: `phone-${n}` });

describe('QR code use cases', () => {
  let codes: InMemoryQrCodeRepository;
  let scan: RecordQrScanUseCase;
  let create: CreateCustomQrCodeUseCase;
  let remove: DeleteCustomQrCodeUseCase;
  let clock: FixedClock;

  beforeEach(() => {
    codes = new InMemoryQrCodeRepository({ [HOST]: 'dj host', [OTHER]: 'other' });
    const event = (id: string, hostId: string, slug: string, isDraft: boolean) => ({
      id,
      hostId,
      slug,
      title: slug,
      isDraft,
      isPublished: true,
      isPrivate: false,
      inviteCode: null,
      locationReveal: { mode: 'public' as const, hoursBefore: null },
      startsAt: new Date('2030-06-15T21:00:00Z'),
      guestListVisibility: 'signed-in' as const,
    });
    const events = new InMemoryEventAccess([
      event(PUBLISHED, HOST, 'neon-night', false),
      event(DRAFT, HOST, 'secret-draft', true),
      event(OTHERS_EVENT, OTHER, 'not-yours', false),
    ]);
    const ids = new SequentialIdGenerator();
    clock = new FixedClock('2026-11-25T00:00:00Z');
    scan = new RecordQrScanUseCase(codes, events, ids, clock);
    create = new CreateCustomQrCodeUseCase(codes, ids, clock);
    remove = new DeleteCustomQrCodeUseCase(codes);
  });

  const count = (kind: string, eventId: string | null = null) =>
    codes.all().find((c) => c.kind === kind && c.eventId === eventId)?.scanCount ?? 0;

  it("sends a profile scan to the user's profile and counts it", async () => {
    expect(await scan.execute({ id: HOST, eventId: null, visit: PHONE })).toEqual({
      ok: true,
      value: { location: '/dj%20host' },
    });
    await scan.execute({ id: HOST, eventId: null, visit: phone(2) });
    expect(count('profile')).toBe(2);
  });

  it("counts a client's repeated scans of a code once per 30 minutes, each code apart", async () => {
    await scan.execute({ id: HOST, eventId: null, visit: PHONE });
    clock.advance(29 * 60_000);
    expect(await scan.execute({ id: HOST, eventId: null, visit: PHONE })).toEqual({
      ok: true,
      value: { location: '/dj%20host' },
    });
    expect(count('profile')).toBe(1);
    await scan.execute({ id: HOST, eventId: PUBLISHED, visit: PHONE });
    expect(count('event', PUBLISHED)).toBe(1);
    clock.advance(60_000);
    await scan.execute({ id: HOST, eventId: null, visit: PHONE });
    expect(count('profile')).toBe(2);
  });

  it('sends a HEAD or a link preview to the same place without counting it', async () => {
    for (const visit of [
      { ...PHONE, method: 'HEAD' },
      { ...PHONE, userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { ...PHONE, userAgent: 'WhatsApp/2.24.1 A' },
      { ...PHONE, userAgent: 'facebookexternalhit/1.1 Facebot Twitterbot/1.0' },
    ]) {
      expect(await scan.execute({ id: HOST, eventId: null, visit })).toEqual({
        ok: true,
        value: { location: '/dj%20host' },
      });
    }
    expect(count('profile')).toBe(0);
    await scan.execute({ id: HOST, eventId: null, visit: PHONE });
    expect(count('profile')).toBe(1);
  });

  it("sends an event scan to the host's public event page and counts it apart", async () => {
    expect(await scan.execute({ id: HOST, eventId: PUBLISHED, visit: PHONE })).toEqual({
      ok: true,
      value: { location: '/event/neon-night' },
    });
    expect(count('event', PUBLISHED)).toBe(1);
    expect(count('profile')).toBe(0);
  });

  it("falls back to the profile for a draft, another host's event or a malformed event id", async () => {
    for (const [n, eventId] of [DRAFT, OTHERS_EVENT, 'nope'].entries()) {
      expect(await scan.execute({ id: HOST, eventId, visit: phone(n) })).toEqual({
        ok: true,
        value: { location: '/dj%20host' },
      });
    }
    expect(count('profile')).toBe(3);
    expect(codes.all().filter((c) => c.kind === 'event')).toEqual([]);
  });

  it('answers not found for unknown or malformed ids', async () => {
    for (const id of ['0190f5c2-0000-7000-8000-00000000ffff', 'alice', '']) {
      const result = await scan.execute({ id, eventId: null, visit: PHONE });
      expect(!result.ok && result.error.code).toBe('NOT_FOUND');
    }
    expect(codes.all()).toEqual([]);
  });

  it('creates a custom code once per address and sends its scans there', async () => {
    const first = await create.execute({ ownerId: HOST, url: ' https://tickets.example/x ' });
    const again = await create.execute({ ownerId: HOST, url: 'https://tickets.example/x' });
    expect(first.ok && first.value.created).toBe(true);
    expect(again.ok && again.value).toEqual({ code: first.ok && first.value.code, created: false });
    const id = first.ok ? first.value.code.id : '';
    expect(await scan.execute({ id, eventId: null, visit: PHONE })).toEqual({
      ok: true,
      value: { location: 'https://tickets.example/x' },
    });
    expect(count('custom')).toBe(1);
  });

  it('refuses a custom address that is not http(s)', async () => {
    const result = await create.execute({ ownerId: HOST, url: 'javascript:alert(1)' });
    expect(!result.ok && result.error.code).toBe('QR.URL_NOT_ALLOWED');
    expect(codes.all()).toEqual([]);
  });

  it("deletes the owner's custom code only", async () => {
    const created = await create.execute({ ownerId: HOST, url: 'https://a.example' });
    const id = created.ok ? created.value.code.id : '';
    const byOther = await remove.execute({ ownerId: OTHER, codeId: id });
    expect(!byOther.ok && byOther.error.code).toBe('NOT_FOUND');
    expect(await remove.execute({ ownerId: HOST, codeId: id })).toEqual({ ok: true, value: undefined });
    const gone = await scan.execute({ id, eventId: null, visit: PHONE });
    expect(!gone.ok && gone.error.code).toBe('NOT_FOUND');
  });
});
