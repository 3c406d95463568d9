import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';

const PROBLEM_JSON = /^application\/problem\+json/;

describe('profiles API', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;

  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, { phoneNumber: '+1 314 555 0199', accountType: 'host' });
    bob = await signUp(t);
  });

  afterAll(() => t.close());

  describe('GET /api/users/profile/{username}', () => {
    it('shows the same public profile to a visitor, another user and the owner, never the email or phone', async () => {
      const answers = await Promise.all(
        [t.request(), bob.agent, ada.agent].map((agent) =>
          agent.get(`/api/users/profile/${ada.username.toUpperCase()}`).expect(200),
        ),
      );
      for (const res of answers) expect(res.body).toEqual(answers[0].body);
      const { user } = answers[0].body;
      expect(user).toEqual(
        expect.objectContaining({
          id: ada.id,
          username: ada.username,
          firstName: 'Nova',
          lastName: 'Reyes',
          eventTags: [],
          nightlifeLevel: 'Newcomer',
          isPromoter: true,
          isVerified: false,
          createdAt: expect.any(String),
        }),
      );
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['email']));
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['phoneNumber']));
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['passwordHash']));
      expect(answers[0].text).not.toContain(ada.email);
      expect(answers[0].text).not.toContain('555 0199');
      expect(answers[0].text).not.toMatch(/argon2/);
    });

    it('answers 404 USER.NOT_FOUND for a name no one holds', async () => {
      const res = await t.request().get('/api/users/profile/nobody_here_42').expect(404);
      expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(res.body.code).toBe('USER.NOT_FOUND');
    });

    it('lists only RSVPs to published events, at most 6 per tab, with counts and the level', async () => {
      const host = await signUp(t, { accountType: 'host' });
      const guest = await signUp(t);
      const events = [];
      for (let i = 0; i < 16; i++) events.push(await createEvent(host.agent, { title: `Night ${i}` }));
      // 9 going (one of them on an event that goes back to draft), 4 maybe, 3 can't go.
      for (const [i, event] of events.entries()) {
        await rsvp(guest.agent, event.slug, i < 9 ? 'going' : i < 13 ? 'maybe' : 'cant_go');
      }
      await sql(`update events set is_draft = true where id = ?`, [events[0].id]);

      const res = await t.request().get(`/api/users/profile/${guest.username}`).expect(200);
      expect(res.body.stats).toEqual({ events: 0, rsvps: 15, going: 8, maybe: 4, cantGo: 3 });
      expect(res.body.user.nightlifeLevel).toBe('Connected');
      const going = res.body.rsvps.filter((r: { response: string }) => r.response === 'going');
      const notGoing = res.body.rsvps.filter((r: { response: string }) => r.response !== 'going');
      expect(going).toHaveLength(6);
      expect(notGoing).toHaveLength(6);
      expect(res.body.rsvps.map((r: { eventSlug: string }) => r.eventSlug)).not.toContain(events[0].slug);
      expect(res.body.rsvps[0]).toEqual({
        response: 'going',
        eventTitle: expect.stringMatching(/^Night \d+$/),
        eventSlug: expect.any(String),
        eventDate: 'JUNE 15, 2030',
        eventStatus: 'upcoming',
      });

      expect(res.body.hosting).toEqual([]);

      // The host's Hosting tab: their published events (the draft and an invite-only one are
      // neither counted nor listed), latest first, at most 6.
      await sql(`update events set is_private = true where id = ?`, [events[1].id]);
      const hostProfile = await t.request().get(`/api/users/profile/${host.username}`).expect(200);
      expect(hostProfile.body.stats.events).toBe(14);
      expect(hostProfile.body.hosting).toHaveLength(6);
      const hostedSlugs = hostProfile.body.hosting.map((e: { eventSlug: string }) => e.eventSlug);
      expect(hostedSlugs).not.toContain(events[0].slug);
      expect(hostedSlugs).not.toContain(events[1].slug);
      expect(hostProfile.body.hosting[0]).toEqual({
        eventTitle: expect.stringMatching(/^Night \d+$/),
        eventSlug: expect.any(String),
        eventDate: 'JUNE 15, 2030',
        eventStatus: 'upcoming',
      });
    });

    it('orders each tab by the event, latest first, and marks past events', async () => {
      const guest = await signUp(t);
      const past = eventRow({
        slug: `past-${guest.id.slice(-8)}`,
        hostId: ada.id,
        startsAt: new Date('2024-02-01T21:00:00Z'),
      });
      await t.orm.em.fork().insertMany(EventSchema, [past]);
      await sql(
        `insert into rsvps (id, event_id, user_id, guest_name, response) values (gen_random_uuid(), ?, ?, 'G', 'maybe')`,
        [past.id, guest.id],
      );
      const upcoming = await createEvent(ada.agent);
      await rsvp(guest.agent, upcoming.slug, 'cant_go');

      const res = await t.request().get(`/api/users/profile/${guest.username}`).expect(200);
      expect(
        res.body.rsvps.map((r: { eventSlug: string; eventStatus: string }) => [r.eventSlug, r.eventStatus]),
      ).toEqual([
        [upcoming.slug, 'upcoming'],
        [past.slug, 'past'],
      ]);
    });
  });

  describe('GET /api/user/profile', () => {
    it('gives the owner their own profile with email and phone number', async () => {
      const res = await ada.agent.get('/api/user/profile').expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({ id: ada.id, email: ada.email, phoneNumber: '+1 314 555 0199' }),
      );
      expect(res.text).not.toMatch(/argon2|passwordHash/);
    });

    it('refuses a visitor with 401', async () => {
      const res = await t.request().get('/api/user/profile').expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });

  describe('PUT /api/user/profile-enhanced', () => {
    it('saves the owner’s profile, normalised, and shows it publicly and in the session', async () => {
      const user = await signUp(t);
      const res = await user.agent
        .put('/api/user/profile-enhanced')
        .send({
          firstName: ' Lena ',
          lastName: 'Novak',
          bio: 'Techno at heart.',
          location: 'St. Louis, MO',
          instagramHandle: 'lena.dances',
          twitterHandle: '@lena',
          tiktokHandle: 'lena_tt',
          linkedinHandle: 'https://www.linkedin.com/in/lena-novak',
          youtubeHandle: '',
          spotifyHandle: null,
          eventTags: ['Techno', ' techno ', 'Rooftops'],
          themeId: 'clean',
          isPromoter: true,
          nightlifeLevel: 'Legend',
        })
        .expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          firstName: 'Lena',
          bio: 'Techno at heart.',
          instagramHandle: '@lena.dances',
          twitterHandle: '@lena',
          tiktokHandle: '@lena_tt',
          linkedinHandle: 'https://www.linkedin.com/in/lena-novak',
          youtubeHandle: null,
          spotifyHandle: null,
          eventTags: ['Techno', 'Rooftops'],
          themeId: 'clean',
          isPromoter: true,
          // Derived from going RSVPs; the value sent is ignored.
          nightlifeLevel: 'Newcomer',
          email: user.email,
        }),
      );
      const shown = await t.request().get(`/api/users/profile/${user.username}`).expect(200);
      expect(shown.body.user).toEqual(
        expect.objectContaining({ firstName: 'Lena', location: 'St. Louis, MO' }),
      );
      const session = await user.agent.get('/api/user/session').expect(200);
      expect(session.body.user).toEqual(expect.objectContaining({ firstName: 'Lena', isPromoter: true }));
    });

    it('keeps fields that are left out', async () => {
      const user = await signUp(t);
      await user.agent.put('/api/user/profile-enhanced').send({ bio: 'First' }).expect(200);
      const res = await user.agent.put('/api/user/profile-enhanced').send({ location: 'Miami' }).expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({ bio: 'First', location: 'Miami', firstName: 'Nova' }),
      );
    });

    it.each([
      ['bio', { bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
      ['eventTags', { eventTags: ['a', 'b', 'c', 'd', 'e'] }, 'Choose at most 4 tags'],
      ['themeId', { themeId: 'disco-inferno' }, 'Unknown theme'],
      ['firstName', { firstName: '  ' }, 'Please enter your first and last name'],
      ['lastName', { lastName: null }, 'Last name must be text'],
      ['avatar', { avatar: 'https://tracker.example/pixel.gif' }, 'Upload a picture to change your avatar'],
      ['youtubeHandle', { youtubeHandle: 'javascript:alert(1)' }, 'Enter a valid YouTube handle'],
      ['username', { username: 'Dashboard' }, 'This username is not available'],
      ['username', { username: 'has space' }, expect.stringMatching(/^Username may only contain/)],
      ['eventTags', { eventTags: 'Techno' }, 'Event tags must be a list'],
      [
        'nightlifeLevel',
        { nightlifeLevel: 'Mayor' },
        'nightlifeLevel must be one of: Newcomer, Connected, Social Star, VIP, Legend',
      ],
    ])('refuses a bad %s (case %#) with 400 and changes nothing', async (field, body, message) => {
      const before = await bob.agent.get('/api/user/profile').expect(200);
      const res = await bob.agent.put('/api/user/profile-enhanced').send(body).expect(400);
      expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toEqual([{ field, message }]);
      expect((await bob.agent.get('/api/user/profile').expect(200)).body).toEqual(before.body);
    });

    it('refuses an unknown field', async () => {
      const res = await bob.agent.put('/api/user/profile-enhanced').send({ isVerified: true }).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    });

    it('keeps usernames unique in any letter case, and moves the profile with a new name', async () => {
      const user = await signUp(t);
      const taken = await user.agent
        .put('/api/user/profile-enhanced')
        .send({ username: bob.username.toUpperCase() })
        .expect(409);
      expect(taken.body.code).toBe('AUTH.USERNAME_TAKEN');

      const newName = `${user.username}_x`;
      await user.agent.put('/api/user/profile-enhanced').send({ username: newName }).expect(200);
      await t.request().get(`/api/users/profile/${user.username}`).expect(404);
      const moved = await t.request().get(`/api/users/profile/${newName}`).expect(200);
      expect(moved.body.user.id).toBe(user.id);
      // Its own name in another letter case is not a conflict.
      const recased = await user.agent
        .put('/api/user/profile-enhanced')
        .send({ username: newName.toUpperCase() })
        .expect(200);
      expect(recased.body.username).toBe(newName.toUpperCase());
    });

    it('refuses an email another account uses', async () => {
      const res = await bob.agent
        .put('/api/user/profile-enhanced')
        .send({ email: ada.email.toUpperCase() })
        .expect(409);
      expect(res.body.code).toBe('AUTH.EMAIL_TAKEN');
    });

    it('accepts the current avatar or its removal, never another address', async () => {
      const user = await signUp(t);
      await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { avatar: '/objects/avatars/me.webp' });
      await user.agent
        .put('/api/user/profile-enhanced')
        .send({ avatar: '/objects/avatars/me.webp' })
        .expect(200);
      const removed = await user.agent.put('/api/user/profile-enhanced').send({ avatar: null }).expect(200);
      expect(removed.body.avatar).toBeNull();
    });

    it('changes only the caller’s own profile', async () => {
      const before = await t.request().get(`/api/users/profile/${ada.username}`).expect(200);
      await bob.agent.put('/api/user/profile-enhanced').send({ bio: 'Bob was here' }).expect(200);
      expect((await t.request().get(`/api/users/profile/${ada.username}`).expect(200)).body).toEqual(
        before.body,
      );
    });

    it('refuses a visitor with 401 and changes nothing', async () => {
      const res = await t.request().put('/api/user/profile-enhanced').send({ bio: 'hi' }).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });

  describe('PUT /api/user/profile', () => {
    it('changes email, phone number and theme', async () => {
      const user = await signUp(t);
      const email = `new.${user.email}`;
      const res = await user.agent
        .put('/api/user/profile')
        .send({ email: email.toUpperCase(), phoneNumber: '(314) 555-0123', themeId: 'neon-nights' })
        .expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({ email, phoneNumber: '(314) 555-0123', themeId: 'neon-nights' }),
      );
      // The new email signs in.
      await t.request().post('/api/login').send({ username: email, password: user.password }).expect(200);
      const cleared = await user.agent
        .put('/api/user/profile')
        .send({ phoneNumber: '', themeId: null })
        .expect(200);
      expect([cleared.body.phoneNumber, cleared.body.themeId]).toEqual([null, null]);
    });

    it.each([
      [{ phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email'],
      [{ themeId: 'nope' }, 'themeId', 'Unknown theme'],
    ])('refuses %p', async (body, field, message) => {
      const res = await bob.agent.put('/api/user/profile').send(body).expect(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    });

    it('refuses fields that belong to the profile editor', async () => {
      await bob.agent.put('/api/user/profile').send({ bio: 'no' }).expect(400);
    });

    it('refuses a visitor with 401', async () => {
      await t.request().put('/api/user/profile').send({ themeId: 'clean' }).expect(401);
    });
  });
});
