// The Spectral stage's replacement rule (backend/spectral-lint.mjs): OpenAPI 3.1 roles on the
// bearer scheme pass when its `x-scopes` lists them, and anything undefined is still reported.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../backend/spectral-lint.mjs';

function documentWith(security, schemes) {
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Sample', version: '1.0.0', description: 'A sample.', contact: { name: 'Team' } },
    servers: [{ url: 'https://example.test' }],
    tags: [{ name: 'things', description: 'Things.' }],
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          description: 'Lists things.',
          tags: ['things'],
          security,
          responses: { 200: { description: 'The things.' } },
        },
      },
    },
    components: { securitySchemes: schemes },
  });
}

const BEARER = {
  token: { type: 'http', scheme: 'bearer', 'x-scopes': { 'things:read': 'Read things' } },
};
const OAUTH = {
  oauth: {
    type: 'oauth2',
    flows: { clientCredentials: { tokenUrl: 'https://example.test/token', scopes: { read: 'Read' } } },
  },
};

const securityFindings = async (security, schemes) =>
  (await lint(documentWith(security, schemes))).filter(
    (finding) => finding.code === 'security-requirement-defined',
  );

test('a bearer role listed in the scheme passes, as OpenAPI 3.1 allows', async () => {
  assert.deepEqual(await securityFindings([{ token: ['things:read'] }], BEARER), []);
});

test('a bearer role the scheme does not list is reported', async () => {
  const findings = await securityFindings([{ token: ['things:write'] }], BEARER);
  assert.deepEqual(
    findings.map((finding) => finding.message),
    ['"things:write" is not among the scopes of "token".'],
  );
});

test('an undefined scheme and an OAuth scope outside its flows are reported', async () => {
  const findings = await securityFindings([{ missing: [] }, { oauth: ['read', 'write'] }], OAUTH);
  assert.deepEqual(
    findings.map((finding) => finding.message),
    [
      '"missing" is not a scheme of components.securitySchemes.',
      '"write" is not among the scopes of "oauth".',
    ],
  );
});

test('the rest of spectral:oas still applies (an operation without a description is reported)', async () => {
  const document = JSON.parse(documentWith([{ token: ['things:read'] }], BEARER));
  delete document.paths['/things'].get.description;
  const codes = (await lint(JSON.stringify(document))).map((finding) => finding.code);
  assert.ok(codes.includes('operation-description'), codes.join(', '));
});
