import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/create-test-app';
import { newStaffUsername, signInAsStaff } from './support/staff';
import { newSignup } from './support/users';

// The staff inbox: staff (by configuration) see every visitor submission and download CSVs;
// anyone else, signed in or not, gets the same 404 an unknown path gets.

const tag = () => randomBytes(4).toString('hex');

const INBOX_PATHS = [
  '/api/staff/inbox',
  '/api/staff/exports/contact-inquiries',
  '/api/staff/exports/hookah-bookings',
  '/api/staff/exports/newsletter-signups',
  '/api/staff/exports/waitlist-signups',
];

/** A CSV body (supertest leaves text/csv unparsed) without its byte-order mark, as rows of cells. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

describe('staff inbox', () => {
  const staffName = newStaffUsername();
  let t: TestApp;
  let staff: ReturnType<TestApp['request']>;

  beforeAll(async () => {
    t = await createTestApp({ staffUsernames: [staffName.toUpperCase()] });
    staff = await signInAsStaff(t, staffName);
  });

  afterAll(() => t.close());

  describe('who may see it', () => {
    it.each(INBOX_PATHS)('answers %s to a visitor exactly like an unknown path (404)', async (path) => {
      const unknown = await t.request().get('/api/nothing-here').expect(404);
      const res = await t.request().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect({ ...res.body, detail: res.body.detail.replace(path, 'PATH'), instance: null }).toEqual({
        ...unknown.body,
        detail: unknown.body.detail.replace('/api/nothing-here', 'PATH'),
        instance: null,
      });
    });

    it.each(INBOX_PATHS)('answers %s to signed-in attendees and hosts with 404 too', async (path) => {
      for (const accountType of ['attendee', 'host']) {
        const agent = t.request();
        await agent.post('/api/signup').send(newSignup({ accountType })).expect(201);
        const res = await agent.get(path).expect(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    });

    it('answers another method on a staff path with 404 too, not the 405 a known path gets', async () => {
      const res = await t.request().post('/api/staff/inbox').send({}).expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(res.headers.allow).toBeUndefined();
    });

    it('lets the configured staff in, whatever the letter case of the name', async () => {
      await staff.get('/api/staff/inbox').expect(200);
    });

    it('keeps a configured staff name from signup, so nobody can register it', async () => {
      const otherStaff = newStaffUsername();
      const config = await createTestApp({ staffUsernames: [otherStaff] });
      try {
        const res = await config
          .request()
          .post('/api/signup')
          .send(newSignup({ username: otherStaff }))
          .expect(400);
        expect(res.body.errors).toEqual([{ field: 'username', message: 'This username is not available' }]);
      } finally {
        await config.close();
      }
    });

    it('answers an unknown export with 404, even for staff', async () => {
      const res = await staff.get('/api/staff/exports/passwords').expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    });
  });

  describe('what staff see', () => {
    const email = `inbox.${tag()}@example.com`;

    beforeAll(async () => {
      const visitor = t.request();
      await visitor
        .post('/api/contact')
        .send({
          formType: 'promote',
          name: '=HYPERLINK("http://evil.example","click")',
          email,
          message: 'Line one, with a comma\nand "quotes" on line two',
          eventName: '+1 Night',
          venue: '@Skyline',
        })
        .expect(202);
      await visitor
        .post('/api/hookah/booking')
        .send({
          name: 'Jordan K',
          phone: '+1 305 555 0142',
          email,
          date: '2099-03-08',
          time: '22:30',
          location: 'Brickell',
          packageType: 'essential',
          specialistId: 'luna',
          specialRequests: '-ice please',
        })
        .expect(202);
      await visitor.post('/api/newsletter').send({ email }).expect(202);
      await visitor.post('/api/partytag/signup').send({ email }).expect(202);
    });

    it('lists the newest submissions of each kind with totals', async () => {
      const res = await staff.get('/api/staff/inbox').expect(200);
      expect(res.body.listLimit).toBe(100);
      for (const section of ['contactInquiries', 'hookahBookings', 'newsletterSignups', 'waitlistSignups'])
        expect(res.body[section].total).toBeGreaterThanOrEqual(1);
      expect(res.body.contactInquiries.items[0]).toEqual({
        id: expect.any(String),
        receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        formType: 'promote',
        name: '=HYPERLINK("http://evil.example","click")',
        email,
        eventName: '+1 Night',
        eventDate: null,
        venue: '@Skyline',
        message: 'Line one, with a comma\nand "quotes" on line two',
      });
      expect(res.body.hookahBookings.items[0]).toMatchObject({
        email,
        packageType: 'essential',
        specialistId: 'luna',
        duration: '2',
      });
      expect(res.body.newsletterSignups.items[0]).toEqual({
        id: expect.any(String),
        receivedAt: expect.any(String),
        email,
      });
      expect(res.body.waitlistSignups.items[0].email).toBe(email);
    });

    it('lists only the newest 100 of a kind, with the total of all of them', async () => {
      // 101 older newsletter signups: the list stops at 100, the total counts every one.
      await t.orm.em.fork().execute(
        `insert into email_signups (id, list, email, dedupe_key, received_at)
         select gen_random_uuid(), 'newsletter', 'older.' || n || '@example.com', md5(random()::text || n),
           now() - interval '1 day' - n * interval '1 minute'
         from generate_series(1, 101) n`,
      );
      // Earlier test files share this database and leave signups of their own: the expected list
      // is read from it, newest first.
      const stored = await t.orm.em
        .fork()
        .execute<{ email: string }[]>(
          `select email from email_signups where list = 'newsletter' order by received_at desc, id desc`,
        );
      const res = await staff.get('/api/staff/inbox').expect(200);
      expect(res.body.newsletterSignups.total).toBe(stored.length);
      expect(res.body.newsletterSignups.items).toHaveLength(100);
      expect(res.body.newsletterSignups.items[0].email).toBe(email);
      expect(res.body.newsletterSignups.items.map((item: { email: string }) => item.email)).toEqual(
        stored.slice(0, 100).map((row) => row.email),
      );
      expect(stored.length).toBeGreaterThan(100);
    });

    it('exports contact inquiries as CSV, with spreadsheet formulas neutralised', async () => {
      const res = await staff.get('/api/staff/exports/contact-inquiries').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename=nightlife-contact-inquiries-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text.startsWith('\ufeff')).toBe(true);
      const [header, ...rows] = csvRows(res.text);
      expect(header).toEqual([
        'Received',
        'Form',
        'Name',
        'Email',
        'Event',
        'Event date',
        'Venue',
        'Message',
      ]);
      const row = rows.find((cells) => cells[3] === email)!;
      expect(row).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
        'promote',
        `'=HYPERLINK("http://evil.example","click")`,
        email,
        "'+1 Night",
        '',
        "'@Skyline",
        'Line one, with a comma\nand "quotes" on line two',
      ]);
    });

    it('exports bookings and both email lists', async () => {
      const bookings = csvRows((await staff.get('/api/staff/exports/hookah-bookings').expect(200)).text);
      expect(bookings[0]).toEqual([
        'Received',
        'Name',
        'Phone',
        'Email',
        'Date',
        'Time',
        'Hours',
        'Location',
        'Package',
        'Specialist',
        'Special requests',
      ]);
      expect(bookings.find((cells) => cells[3] === email)).toEqual([
        expect.any(String),
        'Jordan K',
        "'+1 305 555 0142",
        email,
        '2099-03-08',
        '22:30',
        '2',
        'Brickell',
        'essential',
        'luna',
        "'-ice please",
      ]);
      for (const kind of ['newsletter-signups', 'waitlist-signups']) {
        const rows = csvRows((await staff.get(`/api/staff/exports/${kind}`).expect(200)).text);
        expect(rows[0]).toEqual(['Received', 'Email']);
        expect(rows.filter((cells) => cells[1] === email)).toHaveLength(1);
      }
    });
  });
});
