import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
} from '@nestjs/swagger';
import { ACCESS_TOKEN_SCOPES } from '@nightlife/domain';
import { ERROR_TABLE } from '../http/error-table';
import type { ApiErrorCode } from '../http/transport-errors';
import type { OperationDoc } from './operation-docs';
import { routeKinds, type RouteKind } from './route-kinds';

export const SWAGGER_PATH = 'api/docs';
export const COMMITTED_OPENAPI_PATH = path.resolve(__dirname, '../../../openapi/openapi.json');

const SESSION_SCHEME = 'session';
const TOKEN_SCHEME = 'accessToken';
const PROBLEM_SCHEMA = 'ProblemDetails';
const TAGS: Record<string, string> = {
  accounts: 'Sign up, log in and out, and the current session.',
  events: 'Published events: list, search, read; hosts create events.',
  'host-events':
    "The signed-in user's workspace: their hosted events and RSVP statistics, the events they RSVP'd to, and editing, reading by id and deleting an event.",
  rsvps: "Attendees' RSVPs, the guest list, and hosts' RSVP status changes.",
  invitations:
    "+1s as claimable invitations: a guest's links for their plus-ones, what a link says to whoever opens it, and a friend's claim of the place as their own RSVP.",
  waitlist:
    "A full event's group waitlist: joining with a party, freed places offered to whole parties in order for a time, accepting or declining an offer, and the host's view.",
  tickets: "Hosts' ticket issuance (VIP and Backstage caps) and guest list export; a guest's own tickets.",
  door: 'The door (ADR 0030): the public keys and revocations door devices verify signed ticket codes with.',
  connections: 'Connections between attendees.',
  profiles: 'Public profiles, and the signed-in user’s own profile.',
  settings: 'The signed-in user’s default preferences, password and account deletion.',
  'error-reports': 'Bug reports filed from inside the app.',
  inquiries:
    'The visitor forms of the marketing pages: contact, newsletter, PartyTag waitlist, hookah booking.',
  staff: 'The staff inbox of visitor submissions, with CSV exports (staff only; 404 for anyone else).',
  'qr-codes':
    'The dynamic QR panel: the signed-in user’s QR destinations with scan counts, and custom codes. Scans are the page /qr/{id}.',
  themes: 'The catalogue of event and profile themes.',
  uploads: 'Signed upload addresses, checking and publishing uploaded files, and the avatar.',
  announcements: 'Hosts message RSVPs of their event, and see each recipient’s delivery and read status.',
  notifications:
    'The signed-in user’s inbox: announcements and notices about their own RSVPs, with the unread count.',
  calendar:
    'Calendar files: an event’s .ics, and the signed-in user’s personal feed (a secret address, regenerated to revoke).',
  platform: 'Health of the API and what it depends on.',
  webhooks:
    'Signed webhooks (Standard Webhooks): endpoints for chosen changes of your events, their deliveries with every attempt, replay and secret roll.',
  tokens:
    'Personal access tokens: a program acts for their owner with `Authorization: Bearer`, limited to the scopes chosen (made, listed and revoked in a browser session only).',
};
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The API description; operation ids are the controller method names (docs/api-contract.md).
 * After Nest's scan, one pass adds what every route of a kind can answer (so no controller
 * declares it by hand): 400 on any route, 401 on signed-in ones, 403/413/415 and malformed
 * JSON on state-changing ones, and a problem response for the rest; plus the session
 * security, the summaries from the controllers' doc comments, tag descriptions and servers.
 */
export function createOpenApiDocument(
  app: INestApplication,
  docs: Map<string, OperationDoc>,
  examples: OperationExamples = {},
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Nightlife API')
    .setDescription(
      'Nightlife event platform. Errors are application/problem+json with a stable `code` (docs/api-contract.md).',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://nightlife.dev/terms')
    .addServer('/', 'The origin that serves the app')
    .addCookieAuth(
      'nightlife.sid',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The session cookie set by signup and login (or, for the door routes, by a door pass sign-in). Public operations accept it too and personalise their answer.',
      },
      SESSION_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque: nlpat_ and 43 base64url characters',
        // OpenAPI 3.1 lets a non-OAuth scheme name roles per operation without defining them;
        // the scopes are listed here so readers and linters (backend/spectral) can check them.
        'x-scopes': ACCESS_TOKEN_SCOPES,
        description:
          'A personal access token made in Settings (`POST /api/tokens`), sent as `Authorization: Bearer nlpat_...`. Each operation lists the one scope it needs; operations without this scheme refuse tokens (403 ACCESS_TOKEN.NOT_FOR_TOKENS). Answers to a token carry RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy; over the limit, 429 RATE_LIMITED with Retry-After.',
      },
      TOKEN_SCHEME,
    );
  for (const [name, description] of Object.entries(TAGS)) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  if (!document.components?.schemas?.[PROBLEM_SCHEMA]) {
    throw new Error(`The ${PROBLEM_SCHEMA} schema is missing from the document`);
  }
  const kinds = routeKinds(app);
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as Array<[string, OperationObject]>) {
      const where = `${method.toUpperCase()} ${route}`;
      const kind = kinds.get(operation.operationId ?? '');
      if (!kind) throw new Error(`${where}: no route metadata for operation ${operation.operationId}`);
      describeOperation(where, method, operation, kind, docs);
      describeHeaders(operation, kind);
      typeProblemCodes(operation);
    }
  }
  moveRequestDefaultsToDescriptions(document);
  addExamples(document, examples);
  return document;
}

export const COMMITTED_EXAMPLES_PATH = path.resolve(__dirname, '../../../openapi/examples.json');

/** An operation's example as the integration tests recorded it (`npm run openapi:examples`). */
export interface OperationExample {
  status: number;
  contentType: string;
  request?: unknown;
  response: unknown;
}
/** Keyed by method and path template: `get /api/events/{slug}`. */
export type OperationExamples = Record<string, OperationExample>;

/**
 * Each operation shows one real exchange: the JSON it was sent (when it takes a body) and its
 * success answer. An example whose operation or answer the document no longer has stops the
 * build, so examples cannot go stale silently; Redocly and Spectral check them against the schemas.
 */
function addExamples(document: OpenAPIObject, examples: OperationExamples): void {
  for (const [key, example] of Object.entries(examples)) {
    const [method, template] = key.split(' ');
    const operation = document.paths[template]?.[method as 'get'] as OperationObject | undefined;
    const declared = operation?.responses[String(example.status)] as ResponseObject | undefined;
    // An answer without a body (204, a redirect) has only its request to show.
    const answer = example.contentType === '' ? {} : declared?.content?.[example.contentType];
    if (!operation || !declared || !answer) {
      throw new Error(
        `openapi/examples.json: ${key} -> ${example.status} ${example.contentType} is not in the document; run npm run openapi:examples -w @nightlife/backend`,
      );
    }
    if (example.contentType !== '') answer.example = example.response;
    const request = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)
      ?.content?.['application/json'];
    if (request && example.request !== undefined) request.example = example.request;
  }
}

const HEADER = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  description,
  schema,
});
const REQUEST_ID = HEADER(
  'The request id (the caller’s own X-Request-Id when it is a plain token), also in problem `instance` and the logs',
);
const RETRY_AFTER = HEADER('Seconds until a new attempt can succeed', { type: 'integer', minimum: 1 });
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': HEADER('Requests the access token may make per window (IETF RateLimit draft)', {
    type: 'integer',
  }),
  'RateLimit-Remaining': HEADER('Requests left in the current window', { type: 'integer', minimum: 0 }),
  'RateLimit-Reset': HEADER('Seconds until the window ends', { type: 'integer', minimum: 0 }),
  'RateLimit-Policy': HEADER('The limit and its window, e.g. `600;w=60`'),
};

/**
 * The headers every answer of the operation may carry: X-Request-Id always, Retry-After on a
 * 429, the RateLimit-* of an access token's request, the session cookie where one is set, the
 * file name of a download.
 */
function describeHeaders(operation: OperationObject, kind: RouteKind): void {
  for (const [status, response] of Object.entries(operation.responses) as Array<[string, ResponseObject]>) {
    const headers: Record<string, unknown> = { ...(response.headers ?? {}), 'X-Request-Id': REQUEST_ID };
    if (status === '429') headers['Retry-After'] = RETRY_AFTER;
    if (kind.tokenScope) Object.assign(headers, RATE_LIMIT_HEADERS);
    if (status.startsWith('2') && SETS_SESSION_COOKIE.has(operation.operationId ?? '')) {
      headers['Set-Cookie'] = HEADER(
        'The session cookie `nightlife.sid` (httpOnly, SameSite=Lax, Secure in production)',
      );
    }
    if (
      status.startsWith('2') &&
      Object.keys(response.content ?? {}).some((type) => type !== 'application/json')
    ) {
      if (Object.keys(response.content ?? {}).some((type) => type.startsWith('text/')))
        headers['Content-Disposition'] = HEADER(
          '`attachment; filename="..."`: the file name to save the download as',
        );
    }
    response.headers = headers as ResponseObject['headers'];
  }
}

/** Operations whose success answer sets (or renews) the session cookie. */
const SETS_SESSION_COOKIE = new Set(['signup', 'login', 'logout', 'changePassword', 'signInWithDoorPass']);

/**
 * Each problem response names its possible `code` values as an enum (the codes listed in its
 * description), so a typed client can switch over them; the contract test then holds the API to
 * the declared codes. The default response keeps the open schema.
 */
function typeProblemCodes(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses) as Array<[string, ResponseObject]>) {
    const problem = response.content?.['application/problem+json'];
    if (!problem || status === 'default') continue;
    const codes = response.description.split(' | ').filter((code) => code in ERROR_TABLE);
    if (codes.length === 0) continue;
    problem.schema = {
      allOf: [
        { $ref: `#/components/schemas/${PROBLEM_SCHEMA}` },
        { type: 'object', properties: { code: { type: 'string', enum: codes } } },
      ],
    };
  }
}

/**
 * A schema used only as a request body states a field's default in its description instead of
 * `default`: generators (openapi-typescript) read `default` as "always present" and would make
 * the caller send every defaulted field.
 */
function moveRequestDefaultsToDescriptions(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const referenced = (value: unknown): string[] => {
    const json = JSON.stringify(value ?? {});
    return [...json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  };
  // Schemas reachable from responses (directly or through other schemas) keep their defaults.
  const inResponses = new Set<string>();
  const visit = (name: string) => {
    if (inResponses.has(name)) return;
    inResponses.add(name);
    referenced(schemas[name]).forEach(visit);
  };
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item) as OperationObject[])
      referenced(operation.responses).forEach(visit);
  for (const [name, schema] of Object.entries(schemas)) {
    if (inResponses.has(name) || !('properties' in schema) || !schema.properties) continue;
    for (const property of Object.values(schema.properties) as Array<Record<string, unknown>>) {
      if (!('default' in property)) continue;
      const note = `Default: ${JSON.stringify(property.default)}.`;
      property.description = property.description ? `${String(property.description)} ${note}` : note;
      delete property.default;
    }
  }
}

function describeOperation(
  where: string,
  method: string,
  operation: OperationObject,
  kind: RouteKind,
  docs: Map<string, OperationDoc>,
): void {
  const doc = docs.get(operation.operationId ?? '');
  if (!doc) throw new Error(`${where}: give ${operation.operationId} a doc comment (its summary)`);
  operation.summary ??= doc.summary;
  operation.description ??= [doc.description, whoMayCall(kind)].filter(Boolean).join('\n\n');
  for (const tag of operation.tags ?? []) {
    if (!TAGS[tag]) throw new Error(`${where}: describe the tag '${tag}' in TAGS (openapi.ts)`);
  }

  // A door device's session (signed in with a door pass) is the same cookie, holding a pass
  // instead of a user: door routes take either.
  // OpenAPI 3.1 lets a bearer requirement list the roles it needs: here the token's one scope.
  operation.security = [
    ...(kind.signedIn || kind.staff || kind.door ? [] : [{}]),
    { [SESSION_SCHEME]: [] },
    ...(kind.tokenScope ? [{ [TOKEN_SCHEME]: [kind.tokenScope] }] : []),
  ];
  // The edge checks (request-input.middleware.ts, csrf.middleware.ts) run before any handler; a
  // body sent with any method, a GET's too, is parsed and checked there.
  for (const code of [
    'VALIDATION.FAILED',
    'REQUEST.MALFORMED_URL',
    'REQUEST.INVALID_CHARACTER',
    'REQUEST.MALFORMED_JSON',
    'REQUEST.MALFORMED_BODY',
    'REQUEST.TOO_DEEP',
    'REQUEST.TOO_LARGE',
    'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  ] as const)
    addProblem(operation, code);
  if (kind.signedIn || kind.door) addProblem(operation, 'AUTH.UNAUTHENTICATED');
  // Any request may carry a bearer token (middleware checks it before the route is known).
  addProblem(operation, 'ACCESS_TOKEN.INVALID');
  if (kind.tokenScope) {
    addProblem(operation, 'ACCESS_TOKEN.MISSING_SCOPE');
    addProblem(operation, 'RATE_LIMITED');
  } else if (!kind.staff) addProblem(operation, 'ACCESS_TOKEN.NOT_FOR_TOKENS');
  if (STATE_CHANGING.has(method)) addProblem(operation, 'CSRF.CROSS_ORIGIN');
  operation.responses.default ??= problemResponse('Any other failure (500 INTERNAL, ...)');
}

/** The paragraph every operation's description ends with: who may call it, and with what. */
function whoMayCall(kind: RouteKind): string {
  const caller = kind.staff
    ? 'Staff only; anyone else gets the 404 an unknown path gets.'
    : kind.door
      ? "The event's host, or a device signed in with one of its door passes."
      : kind.signedIn
        ? 'A signed-in user.'
        : 'Anyone; a signed-in caller gets the answer their account may see.';
  const token = kind.tokenScope
    ? `Access tokens need the \`${kind.tokenScope}\` scope.`
    : 'Access tokens cannot be used here (403 ACCESS_TOKEN.NOT_FOR_TOKENS).';
  return `**Who may call it:** ${caller} ${kind.staff ? '' : token}`.trim();
}

/** Declares the code under its status, next to the codes already declared there. */
function addProblem(operation: OperationObject, code: ApiErrorCode): void {
  const status = String(ERROR_TABLE[code].status);
  const existing = operation.responses[status] as ResponseObject | undefined;
  const codes = new Set(existing?.description.split(' | ').filter(Boolean));
  codes.add(code);
  operation.responses[status] = problemResponse([...codes].join(' | '));
}

function problemResponse(description: string): ResponseObject {
  return {
    description,
    content: { 'application/problem+json': { schema: { $ref: `#/components/schemas/${PROBLEM_SCHEMA}` } } },
  };
}

/** The committed document (drift-tested against the code), as the app serves it at /api/docs. */
export function readCommittedOpenApiDocument(): OpenAPIObject {
  return JSON.parse(readFileSync(COMMITTED_OPENAPI_PATH, 'utf8')) as OpenAPIObject;
}

/**
 * Stable JSON: object keys sorted at every level, and so are a schema's `required` names (a set:
 * their order would only echo where each property is declared), two-space indent, trailing newline.
 */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => {
          const inner = (value as Record<string, unknown>)[key];
          return [key, key === 'required' && Array.isArray(inner) ? [...inner].sort() : sortKeys(inner)];
        }),
    );
  }
  return value;
}
