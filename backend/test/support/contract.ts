import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { recordExample, recordingExamples } from './openapi-examples';

/**
 * Checks HTTP responses against the committed OpenAPI document with an independent validator
 * (ajv), so the document cannot drift from what the API answers. The test client runs it on
 * every /api response of the integration tests (create-test-app.ts).
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** An operation of the document, with the path template and method that reach it. */
interface DescribedOperation {
  template: string;
  verb: string;
  operation: Operation;
}

export interface ObservedResponse {
  method: string;
  /** Path and query as sent. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
  text: string;
  /** The JSON body the request sent, if any (kept with a recorded example). */
  requestBody?: unknown;
}

const DOCUMENT_PATH = path.resolve(__dirname, '../../openapi/openapi.json');
const SCHEMAS_ID = 'openapi-components';
// Served by SwaggerUI, not operations of the API.
const UNDESCRIBED = /^\/api\/docs(-json)?(\/|$)/;

export class ContractChecker {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: Array<{ template: string; pattern: RegExp; params: number }>;

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // Annotations OpenAPI adds to JSON Schema.
    this.ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
    this.ajv.addSchema({ $id: SCHEMAS_ID, $defs: rewriteRefs(document.components.schemas) });
    // Literal segments win over parameters: /api/events/rsvps-with-users before /api/events/{slug}.
    this.routes = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  static fromCommittedDocument(): ContractChecker {
    return new ContractChecker(JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenApiDocument);
  }

  /** The described operation a request reaches: its path template and method, if any. */
  operationOf(method: string, url: string): DescribedOperation | undefined {
    const pathname = url.split('?')[0];
    if (!pathname.startsWith('/api/') || UNDESCRIBED.test(pathname)) return undefined;
    const lower = method.toLowerCase();
    const verb = lower === 'head' ? 'get' : lower;
    // Two templates may share a shape with different methods (GET /api/events/{slug}, PUT /api/events/{id}).
    const matching = this.routes.filter((candidate) => candidate.pattern.test(pathname));
    const route = matching.find((candidate) => this.document.paths[candidate.template][verb]) ?? matching[0];
    const operation = route && this.document.paths[route.template][verb];
    return operation ? { template: route.template, verb, operation } : undefined;
  }

  /** The mismatches between one response and the document (empty when it conforms). */
  check(response: ObservedResponse): string[] {
    const pathname = response.url.split('?')[0];
    if (!pathname.startsWith('/api/') || UNDESCRIBED.test(pathname)) return [];
    const where = `${response.method} ${pathname} -> ${response.status}`;
    const method = response.method.toLowerCase();
    const described = this.operationOf(method, pathname);
    if (!described) return this.checkUndescribed(where, response);
    const { template, operation } = described;

    const declared = operation.responses[String(response.status)] ?? operation.responses.default;
    const label = `${where} (${template})`;
    if (!declared) return [`${label}: status ${response.status} is not declared`];
    const mediaType = response.contentType?.split(';')[0].trim().toLowerCase();
    const hasBody = response.text.length > 0 && method !== 'head';
    if (!declared.content || Object.keys(declared.content).length === 0) {
      return hasBody ? [`${label}: a body (${mediaType}) is answered but none is declared`] : [];
    }
    if (method === 'head') return [];
    const media = mediaType ? declared.content[mediaType] : undefined;
    if (!media) {
      return [
        `${label}: content type ${mediaType ?? '(none)'} is not declared (declared: ${Object.keys(declared.content).join(', ')})`,
      ];
    }
    if (media.schema === undefined) return [];
    const pointer = `${template} ${method} ${response.status} ${mediaType}`;
    return this.validate(pointer, media.schema, label, response.body);
  }

  /** The mismatches between a JSON request body and the one the operation declares. */
  checkRequest(described: DescribedOperation, body: unknown): string[] {
    const schema = described.operation.requestBody?.content?.['application/json']?.schema;
    if (schema === undefined) return [];
    const label = `${described.verb} ${described.template} request`;
    return this.validate(`${described.template} ${described.verb} request`, schema, label, body);
  }

  /**
   * A path or method the document does not describe may only be refused with a problem: 404,
   * 405, or what the edge refuses before routing (a malformed URL, a cross-site POST...).
   */
  private checkUndescribed(where: string, response: ObservedResponse): string[] {
    if (response.status < 400 || response.status >= 500) {
      return [`${where}: the path and method are not in the document`];
    }
    if (!response.contentType?.startsWith('application/problem+json')) {
      return [`${where}: expected application/problem+json, got ${response.contentType ?? '(none)'}`];
    }
    return this.validate('problem', { $ref: '#/components/schemas/ProblemDetails' }, where, response.body);
  }

  private validate(key: string, schema: unknown, label: string, body: unknown): string[] {
    let validator = this.validators.get(key);
    if (!validator) {
      validator = this.ajv.compile(rewriteRefs(schema) as object);
      this.validators.set(key, validator);
    }
    if (validator(body)) return [];
    return (validator.errors ?? []).map(
      (error) => `${label}: body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }
}

/** `#/components/schemas/X` -> the registered components schema's `$defs/X`. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
          : rewriteRefs(inner),
      ]),
    );
  }
  return value;
}

let committed: ContractChecker | undefined;

/** Throws when a response does not match the committed document (both test clients call it). */
export function assertMatchesContract(response: ObservedResponse): void {
  committed ??= ContractChecker.fromCommittedDocument();
  const mismatches = committed.check(response);
  if (mismatches.length > 0) {
    throw new Error(`Response does not match backend/openapi/openapi.json:\n${mismatches.join('\n')}`);
  }
  if (recordingExamples) keepAsExample(committed, response);
}

/** Keeps a successful exchange as a candidate example of its operation (openapi-examples.ts). */
function keepAsExample(checker: ContractChecker, response: ObservedResponse): void {
  if (response.status < 200 || response.status >= 300 || response.method.toLowerCase() === 'head') return;
  const described = checker.operationOf(response.method, response.url);
  if (!described) return;
  // A request the server takes but the document would not (padded text it trims) is no example.
  const { requestBody } = response;
  if (requestBody !== undefined && checker.checkRequest(described, requestBody).length > 0) return;
  const contentType = response.contentType?.split(';')[0].trim().toLowerCase() ?? '';
  recordExample(`${described.verb} ${described.template}`, {
    status: response.status,
    contentType,
    request: requestBody,
    response: /[/+]json$/.test(contentType) ? response.body : response.text,
  });
}
