import { gzipSync } from 'node:zlib';
import { uuidv7 } from '@nightlife/domain';
import { ERROR_TABLE } from '../src/platform/http/error-table';
import { createTestApp, type TestApp } from './support/create-test-app';
import { rawClient, type RawRequest, type RawResponse } from './support/raw-http';
import { newSignup } from './support/users';

/**
 * Sends a generated set of malformed inputs to every operation of the app's own OpenAPI
 * document, as a visitor and as a signed-in host, and checks that none answers 500, that every
 * refusal is problem+json with a stable code, and that nothing was stored.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maxLength?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

interface FuzzCase {
  label: string;
  request: RawRequest;
}

const STABLE_CODES = new Set(Object.keys(ERROR_TABLE));
const SAFE_METHODS = new Set(['GET', 'HEAD']);
// Counting attempts, refused ones included, is what the PostgreSQL rate-limit store is for.
const TABLES_THAT_COUNT_ATTEMPTS = new Set(['rate_limit_hits']);
const NUL = 'fuzz\u0000value';

describe('fuzz: malformed input on every route', () => {
  let t: TestApp;
  let send: (req: RawRequest) => Promise<RawResponse>;
  let document: OpenApiDocument;
  let hostCookie: string;
  const validPathValues: Record<string, string> = {};
  let validBodies: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp();
    send = await rawClient(t.app);
    document = JSON.parse((await send({ method: 'GET', path: '/api/docs-json' })).text) as OpenApiDocument;

    const host = newSignup({ accountType: 'host' });
    const signup = await sendJson('POST', '/api/signup', host);
    expect(signup.status).toBe(201);
    hostCookie = cookieOf(signup);
    const hostId = (JSON.parse(signup.text) as { user: { id: string } }).user.id;
    const event = await sendJson(
      'POST',
      '/api/events',
      { title: 'Fuzz Night', date: '2099-01-01' },
      hostCookie,
    );
    expect(event.status).toBe(201);
    const slug = (JSON.parse(event.text) as { slug: string; id: string }).slug;
    const rsvp = await sendJson('POST', `/api/events/${slug}/rsvp`, { response: 'going' }, hostCookie);
    expect(rsvp.status).toBe(201);
    validPathValues.slug = slug;
    validPathValues.rsvpId = (JSON.parse(rsvp.text) as { id: string }).id;

    // One valid body per operation: each case breaks one thing, so the rest must pass validation
    // for the broken part to reach the code behind it.
    validBodies = {
      signup: newSignup(),
      login: { username: host.username, password: host.password },
      createEvent: { title: 'Fuzz Night', eventDate: '2099-01-02' },
      updateEvent: { title: 'Fuzz Night', eventDate: '2099-01-02' },
      createRsvp: { response: 'going' },
      changeRsvp: { emoji: '🔥' },
      updateRsvpStatus: { status: 'confirmed' },
      issueTicket: { rsvpId: validPathValues.rsvpId, ticketType: 'general' },
      approveRsvps: { rsvpIds: [validPathValues.rsvpId] },
      declineRsvps: { rsvpIds: [validPathValues.rsvpId] },
      joinWaitlist: { plusOnes: 1 },
      offerWaitlistPlaces: { rsvpId: validPathValues.rsvpId },
      sendAnnouncement: { message: 'Fuzz announcement', recipientIds: [validPathValues.rsvpId] },
      createConnection: { userId: hostId },
      submitErrorReport: { description: 'Fuzz report' },
      updateProfileEnhanced: { bio: 'Fuzz bio' },
      updateProfile: { themeId: 'clean' },
      updateUserSettings: { textNotifications: true },
      // Wrong passwords: a case that slipped through validation still changes and deletes nothing.
      changePassword: { currentPassword: 'not the password', newPassword: 'fuzz password' },
      deleteAccount: { password: 'not the password' },
      submitContactInquiry: { name: 'Fuzz', email: 'fuzz@example.com', message: 'A fuzzed message' },
      joinNewsletter: { email: 'fuzz@example.com' },
      joinPartyTagWaitlist: { email: 'fuzz@example.com' },
      requestHookahBooking: {
        name: 'Fuzz',
        phone: '305 555 0142',
        email: 'fuzz@example.com',
        date: '2099-01-01',
        time: '22:00',
        location: 'Brickell',
      },
      requestUpload: { kind: 'avatar' },
      publishUpload: { objectURL: 'https://elsewhere.example/flyer.png' },
      setAvatar: { avatarURL: 'https://elsewhere.example/me.png' },
      createQrCode: { url: 'https://fuzz.example/' },
      createDoorPass: { name: 'Fuzz door' },
      createAccessToken: { name: 'Fuzz token', scopes: ['events:read'] },
      // A documentation address (TEST-NET-1): refused after validation, so no endpoint is ever
      // registered and no fuzzed change is delivered anywhere.
      createWebhook: { url: 'https://192.0.2.1/hook', events: ['rsvp.created'] },
      undoCheckIn: { reason: 'Fuzz reason' },
      admitAnyway: { reason: 'Fuzz reason' },
      // A well-formed link secret no pass has.
      signInWithDoorPass: { token: 'AAAAAAAAAAAAAAAAAAAAAA', pin: '123456' },
      recordCheckIns: {
        scans: [
          {
            scanId: 'fuzz-scan',
            ticketId: uuidv7(),
            deviceId: 'fuzz-door',
            scannedAt: '2099-01-01T22:00:00.000Z',
            kind: 'entry',
            count: 1,
          },
        ],
      },
    };
    validPathValues.username = host.username;
    validPathValues.userId = hostId;
    validPathValues.eventId = (JSON.parse(event.text) as { id: string }).id;
    validPathValues.id = validPathValues.eventId;
    // GET /api/events/{event} reads a slug, PUT and DELETE an id: the id reaches the most code.
    validPathValues.event = validPathValues.eventId;
    validPathValues.kind = 'contact-inquiries';
    validPathValues.codeId = uuidv7();
    validPathValues.announcementId = uuidv7();
    validPathValues.notificationId = uuidv7();
    validPathValues.offerId = uuidv7();
    validPathValues.invitationId = uuidv7();
    validPathValues.passId = uuidv7();
    validPathValues.deliveryId = uuidv7();
    validPathValues.scanId = 'fuzz-scan';
    // A well-formed +1 link no guest has.
    validPathValues.code = 'AAAAAAAAAAAAAAAAAAAAAA';
    // A well-formed feed address no user has.
    validPathValues.file = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
  });

  afterAll(async () => {
    await t.close();
  });

  function sendJson(method: string, path: string, body: unknown, cookie?: string): Promise<RawResponse> {
    return send({
      method,
      path,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  it('answers no 500, refuses with problem+json and a stable code, and stores nothing', async () => {
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const op of operations) {
      if (op.operation.requestBody)
        expect({
          operationId: op.operation.operationId,
          hasValidBody: op.operation.operationId in validBodies,
        }).toEqual({
          operationId: op.operation.operationId,
          hasValidBody: true,
        });
      for (const param of op.operation.parameters ?? [])
        if (param.in === 'path') expect(Object.keys(validPathValues)).toContain(param.name);
    }

    const before = await rowCounts();
    const failures: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    // Logout last: as the signed-in host it would end the session the other cases use.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'),
    );
    for (const [role, cookie] of [
      ['visitor', undefined],
      ['host', hostCookie],
    ] as const) {
      for (const op of ordered) {
        const cases = [...casesFor(op, validBodies[op.operation.operationId], validPathValues, document)];
        // A few in flight at once: the run stays short, and the order of the cases does not matter.
        await inParallel(cases, 6, async (fuzz) => {
          const request = cookie
            ? { ...fuzz.request, headers: { ...fuzz.request.headers, Cookie: cookie } }
            : fuzz.request;
          const res = await send(request);
          tried += 1;
          const problem = checkAnswer(request, res);
          if (res.status >= 500) serverErrors += 1;
          if (problem)
            failures.push(`${role} ${op.method.toUpperCase()} ${op.path} ${fuzz.label}: ${problem}`);
        });
      }
    }
    const after = await rowCounts();

    process.stdout.write(
      `\nfuzz: ${tried} malformed inputs over ${operations.length} operations x 2 roles; ` +
        `${serverErrors} answered 5xx; ${failures.length} failed a check\n`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(after).toEqual(before);
  }, 300_000);

  async function rowCounts(): Promise<Record<string, number>> {
    const em = t.orm.em.fork();
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      if (TABLES_THAT_COUNT_ATTEMPTS.has(table_name)) continue;
      const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from "${table_name}"`);
      counts[table_name] = Number(row.n);
    }
    return counts;
  }
});

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** What is wrong with an answer to a malformed request, or null. */
function checkAnswer(request: RawRequest, res: RawResponse): string | null {
  if (res.status >= 500) return `answered ${res.status} ${res.text.slice(0, 200)}`;
  if (res.status < 400) {
    return SAFE_METHODS.has(request.method) ? null : `accepted with ${res.status}`;
  }
  if (!/^application\/problem\+json/.test(String(res.headers['content-type'])))
    return `answered ${res.status} as ${String(res.headers['content-type'])}`;
  let body: { code?: string; status?: number };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    return `answered ${res.status} with a body that is not JSON`;
  }
  if (!body.code || !STABLE_CODES.has(body.code)) return `answered ${res.status} with code ${body.code}`;
  if (body.status !== res.status) return `problem status ${body.status} differs from ${res.status}`;
  return null;
}

interface RouteOperation {
  path: string;
  method: string;
  operation: Operation;
}

function listOperations(document: OpenApiDocument): RouteOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!], document);
  const composed = schema.allOf ?? schema.anyOf ?? schema.oneOf;
  if (composed) {
    const concrete = composed.map((s) => resolve(s, document)).find((s) => typeTag(s) !== 'null');
    if (concrete) return concrete;
  }
  return schema;
}

function typeTag(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type.filter((x) => x !== 'null') : [schema.type];
  return types[0] ?? (schema.properties ? 'object' : 'string');
}

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [42, true, [], {}],
  integer: ['1', true, [], {}, 1.5],
  number: ['1', true, [], {}],
  boolean: ['true', 1, [], {}],
  array: ['x', {}, 1],
  object: ['x', [], 1, true],
};

/** Values that break one field of the given schema, each with a label. */
function* badValues(schema: Schema, document: OpenApiDocument, depth = 0): Generator<[string, unknown]> {
  const resolved = resolve(schema, document);
  const type = typeTag(resolved);
  yield ['NUL in a string', NUL];
  yield ['a lone surrogate and a NUL', '\ud800\u0000'];
  for (const wrong of WRONG_TYPES[type] ?? []) yield [`wrong type ${JSON.stringify(wrong)}`, wrong];
  if (type === 'string') yield ['string over its maximum', 'x'.repeat((resolved.maxLength ?? 10_000) + 1)];
  if (type === 'array') {
    yield ['NUL in an item', [NUL]];
    if (resolved.items && depth < 2)
      for (const [label, value] of badValues(resolved.items, document, depth + 1))
        yield [`item: ${label}`, [value]];
  }
  if (type === 'object' && resolved.properties && depth < 2) {
    yield ['NUL in a key', { [NUL]: 'x' }];
    for (const [name, property] of Object.entries(resolved.properties))
      for (const [label, value] of badValues(property, document, depth + 1))
        yield [`${name}: ${label}`, { [name]: value }];
  }
}

function* casesFor(
  op: RouteOperation,
  validBody: Record<string, unknown> | undefined,
  pathValues: Record<string, string>,
  document: OpenApiDocument,
): Generator<FuzzCase> {
  const method = op.method.toUpperCase();
  const params = op.operation.parameters ?? [];
  const pathWith = (overrides: Record<string, string> = {}) =>
    op.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => overrides[name] ?? encodeURIComponent(pathValues[name]),
    );
  const path = pathWith();
  const json = { 'Content-Type': 'application/json' };
  const body = JSON.stringify(validBody ?? {});
  const request = (label: string, req: Partial<RawRequest>): FuzzCase => ({
    label,
    request: { method, path, headers: validBody ? json : {}, body: validBody ? body : undefined, ...req },
  });

  // The path: every parameter broken in turn, then the whole URL.
  for (const param of params.filter((p) => p.in === 'path')) {
    yield request(`path ${param.name} with NUL`, { path: pathWith({ [param.name]: 'fuzz%00value' }) });
    yield request(`path ${param.name} with bad percent-encoding`, {
      path: pathWith({ [param.name]: 'fuzz%E0%A4%A' }),
    });
    yield request(`path ${param.name} with a lone %`, { path: pathWith({ [param.name]: '%' }) });
    yield request(`path ${param.name} with an encoded lone surrogate`, {
      path: pathWith({ [param.name]: '%ED%A0%80' }),
    });
    yield request(`path ${param.name} huge`, { path: pathWith({ [param.name]: 'x'.repeat(8000) }) });
    yield request(`path ${param.name} wrong type`, { path: pathWith({ [param.name]: '-1.5e308' }) });
  }
  yield request('bad percent-encoding in the path', { path: `${path}%zz` });
  yield request('NUL at the end of the path', { path: `${path}%00` });

  // The query: declared parameters broken in turn, then unknown ones.
  const query = (qs: string) => ({ path: `${path}?${qs}` });
  for (const param of params.filter((p) => p.in === 'query')) {
    yield request(`query ${param.name} with NUL`, query(`${param.name}=fuzz%00value`));
    yield request(`query ${param.name} repeated`, query(`${param.name}=a&${param.name}=b`));
    yield request(`query ${param.name} as an object`, query(`${param.name}[a]=1`));
    yield request(`query ${param.name} with bad percent-encoding`, query(`${param.name}=%E0%A4%A`));
    yield request(`query ${param.name} huge`, query(`${param.name}=${'x'.repeat(8000)}`));
    yield request(`query ${param.name} wrong type`, query(`${param.name}=-1.5e308`));
    yield request(`query ${param.name} empty`, query(`${param.name}=`));
    yield request(`query ${param.name} as a deep object`, query(`${param.name}${'[a]'.repeat(50)}=1`));
  }
  yield request('unknown query parameter with NUL', query('utm_source=%00'));
  yield request('NUL in a query key', query('fu%00zz=1'));

  // The body: transport first, for every operation (bodies on GET included).
  yield request('charset=x-bogus', {
    headers: { 'Content-Type': 'application/json; charset=x-bogus' },
    body,
  });
  yield request('unknown Content-Encoding', {
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'x-bogus' },
    body,
  });
  yield request('corrupt gzip', {
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: Buffer.concat([gzipSync(body).subarray(0, 12), Buffer.from('not gzip at all')]),
  });
  yield request('JSON nested 5000 levels deep', {
    headers: json,
    body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  });
  yield request('arrays nested 50000 levels deep', {
    headers: json,
    body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  });
  yield request('malformed JSON', { headers: json, body: '{"a": ' });
  yield request('JSON with a raw NUL byte', { headers: json, body: '{"a": "\u0000"}' });
  for (const [label, value] of [
    ['an array body', [validBody ?? {}]],
    ['a string body', 'x'],
    ['a null body', null],
    ['a number body', 1],
  ] as const)
    yield request(`${label}`, { headers: json, body: JSON.stringify(value) });
  yield request('a form body', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'a=%00',
  });

  // Each field of the body broken in turn, the rest valid.
  const schema = op.operation.requestBody?.content['application/json']?.schema;
  if (!schema || !validBody) return;
  const properties = resolve(schema, document).properties ?? {};
  yield request('NUL in an unknown key', { body: JSON.stringify({ ...validBody, [NUL]: 'x' }) });
  for (const [name, property] of Object.entries(properties))
    for (const [label, value] of badValues(property, document))
      yield request(`body ${name}: ${label}`, { body: JSON.stringify({ ...validBody, [name]: value }) });
}

function cookieOf(res: RawResponse): string {
  const setCookie = res.headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0]).join('; ');
}
