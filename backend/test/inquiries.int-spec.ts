import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/create-test-app';

// The four visitor forms of the marketing pages: each stores what it receives before
// answering 202, validates with the page's own rule, and schedules one team notification.

const tag = () => randomBytes(4).toString('hex');

const contact = (overrides: Record<string, unknown> = {}) => ({
  formType: 'promote',
  name: 'Maya Lights',
  email: `maya.${tag()}@example.com`,
  message: `Rooftop night in June, about 300 guests (${tag()}).`,
  eventName: 'Rooftop Sessions',
  eventDate: '2099-06-14',
  venue: 'Skyline Terrace',
  ...overrides,
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jordan K',
  phone: '+1 (305) 555-0142',
  email: `jordan.${tag()}@example.com`,
  date: '2099-03-08',
  time: '22:30',
  duration: '3',
  location: `Brickell ${tag()}`,
  specialRequests: 'Mint and watermelon',
  packageType: 'vip',
  specialistId: 'mia',
  ...overrides,
});

describe('visitor forms', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const rows = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(sql, params);

  const notificationsFor = (id: string) =>
    rows<{ job_name: string; payload: Record<string, string> }>(
      `select job_name, payload from job_outbox where payload->>'id' = ?`,
      [id],
    );

  describe('POST /api/contact', () => {
    it('stores a promote inquiry from a visitor and schedules one team notification', async () => {
      const body = contact({ email: `  Maya.${tag()}@Example.com ` });
      const res = await t.request().post('/api/contact').send(body).expect(202);
      expect(res.body).toEqual({ inquiryId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const [row] = await rows(`select * from contact_inquiries where id = ?`, [res.body.inquiryId]);
      expect(row).toMatchObject({
        form_type: 'promote',
        name: 'Maya Lights',
        email: body.email.trim().toLowerCase(),
        message: body.message,
        event_name: 'Rooftop Sessions',
        event_date: '2099-06-14',
        venue: 'Skyline Terrace',
      });
      expect(await notificationsFor(res.body.inquiryId)).toEqual([
        { job_name: 'inquiries.notify-team', payload: { kind: 'contact', id: res.body.inquiryId } },
      ]);
    });

    it('stores a partner inquiry without the promote-only fields, formType defaulting to promote', async () => {
      const partner = await t
        .request()
        .post('/api/contact')
        .send(contact({ formType: 'partner' }))
        .expect(202);
      const [row] = await rows(`select * from contact_inquiries where id = ?`, [partner.body.inquiryId]);
      expect(row).toMatchObject({ form_type: 'partner', event_name: null, event_date: null, venue: null });

      const { formType: _omitted, ...withoutType } = contact();
      const promote = await t.request().post('/api/contact').send(withoutType).expect(202);
      const [defaulted] = await rows(`select form_type from contact_inquiries where id = ?`, [
        promote.body.inquiryId,
      ]);
      expect(defaulted.form_type).toBe('promote');
    });

    it('answers a repeated inquiry (a double click, a retry) with the first one: one row, one notification', async () => {
      const body = contact();
      const [first, second] = await Promise.all([
        t.request().post('/api/contact').send(body).expect(202),
        t.request().post('/api/contact').send(body).expect(202),
      ]);
      const third = await t.request().post('/api/contact').send(body).expect(202);
      expect(second.body.inquiryId).toBe(first.body.inquiryId);
      expect(third.body.inquiryId).toBe(first.body.inquiryId);
      expect(await rows(`select id from contact_inquiries where email = ?`, [body.email])).toHaveLength(1);
      expect(await notificationsFor(first.body.inquiryId)).toHaveLength(1);
    });

    it.each([
      ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
      ['an invalid email', { email: 'maya@' }, 'email', 'Please enter a valid email'],
      ['a short message', { message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
      ['an unknown form type', { formType: 'spam' }, 'formType', 'formType must be one of: promote, partner'],
      [
        'a message over 5000 characters',
        { message: 'm'.repeat(5001) },
        'message',
        'Message must be at most 5000 characters',
      ],
      ['a name that is not text', { name: 42 }, 'name', 'name must be text'],
    ])(
      'refuses %s with problem+json and the field message, storing nothing',
      async (_case, change, field, message) => {
        const body = contact(change);
        const res = await t.request().post('/api/contact').send(body).expect(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED', errors: [{ field, message }] });
        expect(await rows(`select id from contact_inquiries where email = ?`, [body.email])).toEqual([]);
      },
    );

    it('refuses fields the form does not have', async () => {
      const res = await t
        .request()
        .post('/api/contact')
        .send(contact({ isAdmin: true }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    });
  });

  describe.each([
    ['/api/newsletter', 'newsletter', 'Please enter a valid email'],
    ['/api/partytag/signup', 'party-tag-waitlist', 'Please enter your email'],
  ])('POST %s', (path, list, emptyMessage) => {
    it('signs an address up once, answering success each time it is sent again', async () => {
      const email = `vip.${tag()}@example.com`;
      const first = await t.request().post(path).send({ email: email.toUpperCase() }).expect(202);
      expect(first.body).toEqual({ email });
      const again = await Promise.all([
        t.request().post(path).send({ email }).expect(202),
        t
          .request()
          .post(path)
          .send({ email: ` ${email} ` })
          .expect(202),
      ]);
      expect(again.map((res) => res.body)).toEqual([{ email }, { email }]);

      const stored = await rows<{ id: string; list: string }>(
        `select id, list from email_signups where email = ?`,
        [email],
      );
      expect(stored).toEqual([{ id: expect.any(String), list }]);
      expect(await notificationsFor(stored[0].id)).toEqual([
        { job_name: 'inquiries.notify-team', payload: { kind: list, id: stored[0].id } },
      ]);
    });

    it('refuses an empty or invalid address with the page messages', async () => {
      const empty = await t.request().post(path).send({ email: '' }).expect(400);
      expect(empty.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        errors: [{ field: 'email', message: emptyMessage }],
      });
      const invalid = await t.request().post(path).send({ email: 'not-an-email' }).expect(400);
      expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
      const missing = await t.request().post(path).send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'email', message: emptyMessage }]);
    });
  });

  it('keeps the two lists apart: joining one does not join the other', async () => {
    const email = `both.${tag()}@example.com`;
    await t.request().post('/api/newsletter').send({ email }).expect(202);
    await t.request().post('/api/partytag/signup').send({ email }).expect(202);
    const lists = await rows<{ list: string }>(
      `select list from email_signups where email = ? order by list`,
      [email],
    );
    expect(lists.map((row) => row.list)).toEqual(['newsletter', 'party-tag-waitlist']);
  });

  describe('POST /api/hookah/booking', () => {
    it('stores the booking with the chosen package and specialist, and schedules one notification', async () => {
      const body = booking();
      const res = await t.request().post('/api/hookah/booking').send(body).expect(202);
      expect(res.body).toEqual({ bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const [row] = await rows(`select * from hookah_bookings where id = ?`, [res.body.bookingId]);
      expect(row).toMatchObject({
        name: 'Jordan K',
        phone: '+1 (305) 555-0142',
        email: body.email,
        date: '2099-03-08',
        time: '22:30',
        duration: '3',
        location: body.location,
        special_requests: 'Mint and watermelon',
        package_type: 'vip',
        specialist_id: 'mia',
      });
      expect(await notificationsFor(res.body.bookingId)).toHaveLength(1);
    });

    it('applies the defaults: 2 hours, the premium package, no specialist', async () => {
      const { duration: _d, packageType: _p, specialistId: _s, ...required } = booking();
      const res = await t
        .request()
        .post('/api/hookah/booking')
        .send({ ...required, specialistId: null })
        .expect(202);
      const [row] = await rows(
        `select duration, package_type, specialist_id from hookah_bookings where id = ?`,
        [res.body.bookingId],
      );
      expect(row).toEqual({ duration: '2', package_type: 'premium', specialist_id: null });
    });

    it("accepts the spec's payload: selectedGirl, timestamp and the 'vip experience' package", async () => {
      const { specialistId: _s, packageType: _p, ...rest } = booking();
      const res = await t
        .request()
        .post('/api/hookah/booking')
        .send({
          ...rest,
          packageType: 'vip experience',
          selectedGirl: 'luna',
          timestamp: new Date().toISOString(),
        })
        .expect(202);
      const [row] = await rows(`select package_type, specialist_id from hookah_bookings where id = ?`, [
        res.body.bookingId,
      ]);
      expect(row).toEqual({ package_type: 'vip', specialist_id: 'luna' });
      const unknown = await t
        .request()
        .post('/api/hookah/booking')
        .send({ ...rest, selectedGirl: 'bob' })
        .expect(400);
      expect(unknown.body.errors).toEqual([
        { field: 'selectedGirl', message: 'Please choose one of our specialists' },
      ]);
    });

    it('answers a repeated booking with the first one', async () => {
      const body = booking();
      const first = await t.request().post('/api/hookah/booking').send(body).expect(202);
      const again = await t.request().post('/api/hookah/booking').send(body).expect(202);
      expect(again.body.bookingId).toBe(first.body.bookingId);
      expect(await rows(`select id from hookah_bookings where email = ?`, [body.email])).toHaveLength(1);
    });

    it('refuses missing required fields, a past date and choices the page does not offer', async () => {
      const missing = await t.request().post('/api/hookah/booking').send({}).expect(400);
      expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual([
        'name',
        'phone',
        'email',
        'date',
        'time',
        'location',
      ]);
      const res = await t
        .request()
        .post('/api/hookah/booking')
        .send(booking({ date: '2020-01-01', duration: '5', packageType: 'gold', specialistId: 'bob' }))
        .expect(400);
      expect(res.body.errors).toEqual([
        { field: 'date', message: 'Date cannot be in the past' },
        { field: 'duration', message: 'Duration must be one of: 2, 3, 4, 6, 8+ hours' },
        { field: 'packageType', message: 'Package must be one of: essential, premium, vip' },
        { field: 'specialistId', message: 'Please choose one of our specialists' },
      ]);
    });
  });
});

describe('visitor forms: rate limit per client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      rateLimits: {
        login: { limit: 100, ttlMs: 60_000 },
        signup: { limit: 100, ttlMs: 60_000 },
        errorReports: { limit: 100, ttlMs: 60_000 },
        inquiries: { limit: 2, ttlMs: 60_000 },
        uploads: { limit: 100, ttlMs: 60_000 },
      },
    });
  });

  afterAll(() => t.close());

  it.each([
    ['/api/contact', () => contact()],
    ['/api/newsletter', () => ({ email: `rl.${tag()}@example.com` })],
    ['/api/partytag/signup', () => ({ email: `rl.${tag()}@example.com` })],
    ['/api/hookah/booking', () => booking()],
  ])('answers %s with 429 RATE_LIMITED past the limit, counting each client apart', async (path, body) => {
    const ip = `198.51.${randomBytes(2).join('.')}`;
    const send = (from: string) => t.request().post(path).set('X-Forwarded-For', from).send(body());
    await send(ip).expect(202);
    await send(ip).expect(202);
    const refused = await send(ip).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another client is not held back.
    await send(`203.0.${randomBytes(2).join('.')}`).expect(202);
  });
});
