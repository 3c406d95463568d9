import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiJson } from './build-openapi-json';

describe('committed OpenAPI file', () => {
  it('matches what the app generates (run `npm run openapi -w @nightlife/backend` and commit)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../../openapi/openapi.json'), 'utf8');
    expect(await buildOpenApiJson()).toBe(committed);
  });

  it('names every operation after its controller method', async () => {
    const document = JSON.parse(await buildOpenApiJson()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(ids).toEqual(expect.arrayContaining(['getSession', 'signup', 'login', 'logout', 'getHealth']));
  });

  it('declares what each kind of route can answer, its security and its summary', async () => {
    type Operation = {
      responses: Record<string, { description: string }>;
      security: object[];
      summary: string;
    };
    const { paths } = JSON.parse(await buildOpenApiJson()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const createRsvp = paths['/api/events/{slug}/rsvp'].post;
    expect(createRsvp.security).toEqual([{ session: [] }, { accessToken: ['rsvps:write'] }]);
    expect(createRsvp.responses['401'].description).toContain('AUTH.UNAUTHENTICATED');
    expect(createRsvp.responses['403'].description).toBe('ACCESS_TOKEN.MISSING_SCOPE | CSRF.CROSS_ORIGIN');
    expect(createRsvp.responses['409'].description).toBe(
      'RSVP.ALREADY_EXISTS | RSVP.CAPACITY_REACHED | RSVP.EVENT_PAST',
    );
    expect(Object.keys(createRsvp.responses)).toEqual(
      expect.arrayContaining(['400', '413', '415', 'default']),
    );
    expect(createRsvp.summary).toBe("The signed-in user's one RSVP to an upcoming event");

    const listEvents = paths['/api/events'].get;
    expect(listEvents.security).toEqual([{}, { session: [] }, { accessToken: ['events:read'] }]);
    expect(Object.keys(listEvents.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
      'default',
    ]);

    const changePassword = paths['/api/user/password'].put;
    expect(changePassword.security).toEqual([{ session: [] }]);
    expect(changePassword.responses['403'].description).toBe(
      'AUTH.PASSWORD_INCORRECT | ACCESS_TOKEN.NOT_FOR_TOKENS | CSRF.CROSS_ORIGIN',
    );
  });

  it('shows one recorded exchange per operation: the JSON body it takes and its success answer', () => {
    type Media = Record<string, { example?: unknown }>;
    type Operation = { requestBody?: { content: Media }; responses: Record<string, { content?: Media }> };
    const { paths } = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../openapi/openapi.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [template, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${template}`;
        const json = operation.requestBody?.content['application/json'];
        if (json && json.example === undefined) missing.push(`${where}: request`);
        const answers = Object.entries(operation.responses)
          .filter(([status, answer]) => status.startsWith('2') && answer.content)
          .flatMap(([, answer]) => Object.values(answer.content!));
        if (answers.length > 0 && answers.every((media) => media.example === undefined)) {
          missing.push(`${where}: response`);
        }
      }
    }
    // Recorded from the integration tests: npm run openapi:examples -w @nightlife/backend.
    expect(missing).toEqual([]);
  });
});
