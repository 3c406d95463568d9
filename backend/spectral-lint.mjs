// `node backend/spectral-lint.mjs` (a stage of `npm test`): the committed OpenAPI document
// against Spectral's OpenAPI ruleset (`spectral:oas`, its recommended rules). Any warning or
// error fails the stage.
//
// One rule is replaced: `oas3-operation-security-defined` requires every scope of a security
// requirement to be defined in an OAuth flow, which is OpenAPI 3.0's rule. OpenAPI 3.1 lets
// any other scheme (our bearer access token) name roles per operation without defining them
// (stoplightio/spectral#2643, still open). The replacement keeps the rule's checks and holds
// the token's roles to the scopes its scheme lists in `x-scopes`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

const { Spectral, Document } = spectralCore;
const DOCUMENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi/openapi.json');
const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** A security requirement's schemes exist, and each scope or role it names is defined. */
export function securityRequirementDefined(requirement, _options, { document, path: at }) {
  const schemes = document.data?.components?.securitySchemes ?? {};
  const problems = [];
  for (const [name, scopes] of Object.entries(requirement ?? {})) {
    const scheme = schemes[name];
    if (!scheme) {
      problems.push({
        message: `"${name}" is not a scheme of components.securitySchemes.`,
        path: [...at, name],
      });
      continue;
    }
    const defined = definedScopes(scheme);
    scopes.forEach((scope, index) => {
      if (!defined.has(scope)) {
        problems.push({
          message: `"${scope}" is not among the scopes of "${name}".`,
          path: [...at, name, index],
        });
      }
    });
  }
  return problems;
}

function definedScopes(scheme) {
  if (scheme.type === 'oauth2') {
    return new Set(Object.values(scheme.flows ?? {}).flatMap((flow) => Object.keys(flow?.scopes ?? {})));
  }
  return new Set(Object.keys(scheme['x-scopes'] ?? {}));
}

export const ruleset = {
  extends: [[oas, 'recommended']],
  rules: {
    'oas3-operation-security-defined': 'off',
    'security-requirement-defined': {
      description: 'Security requirements name defined schemes and scopes (OpenAPI 3.1 roles included).',
      message: '{{error}}',
      severity: 'warn',
      given: ['$.security[*]', '$.paths[*][get,put,post,delete,options,head,patch,trace].security[*]'],
      then: { function: securityRequirementDefined },
    },
  },
};

/** Spectral's findings on a document's JSON text. */
export async function lint(text) {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  return spectral.run(new Document(text, spectralParsers.Json, DOCUMENT));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = await lint(readFileSync(DOCUMENT, 'utf8'));
  for (const finding of findings) {
    const { line, character } = finding.range.start;
    console.log(
      `${path.relative(process.cwd(), DOCUMENT)}:${line + 1}:${character + 1} ${SEVERITY[finding.severity]} ${finding.code} ${finding.message} (${finding.path.join('.')})`,
    );
  }
  const count = (severity) => findings.filter((finding) => finding.severity === severity).length;
  console.log(
    `Spectral (spectral:oas): ${count(0)} errors, ${count(1)} warnings, ${findings.length} findings.`,
  );
  process.exitCode = findings.length > 0 ? 1 : 0;
}
