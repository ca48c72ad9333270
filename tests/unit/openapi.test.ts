/**
 * The developer API's OpenAPI document of each docs tree (src/data/openapi, merged by
 * src/plugins/openapi/document.ts) against its reference page (developers/developer_api):
 * - it is valid OpenAPI 3.1 for Redocly's recommended rules (with the two the API cannot meet
 *   turned off, each with its reason);
 * - the page and the document list the same endpoints;
 * - every field of a page's Body table is a property of the endpoint's request schema, required
 *   where the page says so;
 * - every example body of the page, and every example in the document, validates against its
 *   schema (JSON Schema 2020-12, as OpenAPI 3.1 uses);
 * - openapi-typescript generates types from it that TypeScript compiles.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {createConfig, lintFromString} from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import openapiTS, {astToString} from 'openapi-typescript';
import {afterAll, describe, expect, it} from 'vitest';

import {releaseVariablesByVersion, textOf} from '../../src/data/releases';
import {
  loadOpenApiDocument,
  openApiFolder,
  operationsOf,
  type OpenApiDocument,
} from '../../src/plugins/openapi/document';

const TREES = {current: 'docs', '1.18.0': 'versioned_docs/version-1.18.0'} as const;
const PAGE = 'developers/developer_api.md';

const trees = Object.entries(TREES).filter(([version]) =>
  existsSync(openApiFolder(process.cwd(), version)),
);

function documentOf(version: string): OpenApiDocument {
  return loadOpenApiDocument(
    openApiFolder(process.cwd(), version),
    textOf(releaseVariablesByVersion[version].release)!,
  );
}

interface PageEndpoint {
  name: string;
  /** The `### ` section the endpoint is documented in. */
  section: string;
}

/** The endpoints the page documents: each `### name` (or `### a and b`), and the token table. */
function pageEndpoints(page: string): PageEndpoint[] {
  const endpoints: PageEndpoint[] = [];
  const start = page.indexOf('\n## Users');
  const end = page.indexOf('\n## Example');
  const body = page.slice(start, end);
  for (const section of body.split(/\n(?=### )/)) {
    const heading = /^### ([a-z_]+)(?: and ([a-z_]+))?\n/.exec(section);
    if (heading) {
      endpoints.push({name: heading[1], section});
      if (heading[2]) endpoints.push({name: heading[2], section});
    }
  }
  const tokens = body.slice(
    body.indexOf('\n## Session tokens'),
    body.indexOf('\n## Session recordings'),
  );
  // The session token calls share one section with a table, between sharing and recordings.
  const before = endpoints.findIndex((endpoint) => endpoint.name === 'get_session_recordings');
  const tokenCalls = [...tokens.matchAll(/^\| `([a-z_]+)` \|/gm)].map(([, name]) => ({
    name,
    section: tokens,
  }));
  endpoints.splice(before < 0 ? endpoints.length : before, 0, ...tokenCalls);
  return endpoints;
}

/** The JSON bodies of a section's `curl` examples, with shell variables as sample values. */
function exampleBodies(section: string): {endpoint: string; body: unknown}[] {
  const bodies: {endpoint: string; body: unknown}[] = [];
  for (const [, endpoint, json] of section.matchAll(
    /\/api\/public\/([a-z_]+)"[^\n]*\n(?:[^\n]*\n)*?[^\n]*<<EOF[^\n]*\n([\s\S]*?)\nEOF/g,
  )) {
    const text = json.replace(/"\$[A-Z_]+"/g, '"sample"').replace(/\$[A-Z_]+/g, '1');
    bodies.push({endpoint, body: JSON.parse(text)});
  }
  return bodies;
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
afterAll(() => rmSync(temp, {recursive: true, force: true}));

describe.each(trees)('the %s tree', (version, tree) => {
  const document = documentOf(version);
  const page = readFileSync(path.join(tree, PAGE), 'utf8');
  const operations = operationsOf(document);
  const byId = new Map(
    operations.map(({route, operation}) => [operation.operationId, {route, operation}]),
  );

  it('is valid OpenAPI 3.1 for the recommended rules', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The key and secret travel in the JSON body of every call, which OpenAPI's security
        // schemes cannot describe; Credentials in every request body says it instead.
        'security-defined': 'off',
        // Errors come back as error_message, often with HTTP status 200: each operation lists
        // them in its default response.
        'operation-4xx-response': 'off',
        // The API is part of Kasm's product, which publishes no licence for it.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(temp, `${version}.json`),
      config,
    });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`),
    ).toEqual([]);
  });

  it('lists the endpoints the page documents, and no other', () => {
    const documented = [...new Set(pageEndpoints(page).map((endpoint) => endpoint.name))].sort();
    expect(documented.length).toBeGreaterThan(40);
    expect([...byId.keys()].sort()).toEqual(documented);
    for (const {route, operation} of operations)
      expect(route, operation.operationId).toBe(`/api/public/${operation.operationId}`);
    // In the page's order, which the endpoint browser lists them in.
    const sections = [...new Set(pageEndpoints(page).map((endpoint) => endpoint.name))];
    expect([...byId.keys()].filter((name) => sections.includes(name))).toEqual(
      sections.filter((name) => byId.has(name)),
    );
  });

  it('has every field of the page’s Body tables in its request schemas', () => {
    const ajv = validator(document);
    for (const {name, section} of pageEndpoints(page)) {
      if (/ and /.test(section.split('\n')[0])) continue; // two endpoints share the section
      const table = /\*\*Body\*\*\n\n\| Field[^\n]*\n\|[-| ]+\n((?:\|[^\n]*\n)+)/.exec(section);
      if (!table) continue;
      const schema = requestSchema(document, name);
      for (const [, fields, type, required] of table[1].matchAll(
        /^\| ((?:`[^`]+`(?:, )?)+) \| ([^|]+) \| ([^|]+) \|/gm,
      )) {
        const names = [...fields.matchAll(/`([^`]+)`/g)].map(([, field]) => field);
        // A row may list sibling fields after the first: `a.b`, `c`, `d` are a.b, a.c, a.d.
        const parent = names[0].includes('.')
          ? names[0].slice(0, names[0].lastIndexOf('.') + 1)
          : '';
        for (const [index, field] of names.entries()) {
          // `list[].field` is a field of the list's items.
          const full = (index === 0 || field.includes('.') ? field : `${parent}${field}`).replace(
            /\[\]/g,
            '',
          );
          const property = propertyAt(ajv, schema, full);
          expect(property, `${name}: ${full}`).toBeDefined();
          if (required.trim() === 'yes')
            expect(isRequired(ajv, schema, full), `${name}: ${full} required`).toBe(true);
          const expected = {
            list: 'array',
            object: 'object',
            string: 'string',
            boolean: 'boolean',
            integer: 'integer',
            number: 'number',
          }[type.trim()];
          if (expected && property && typeof property === 'object' && 'type' in property)
            expect([property.type].flat(), `${name}: ${full} type`).toContain(expected);
        }
      }
    }
  });

  it('accepts every example body of the page and every example it holds', () => {
    const ajv = validator(document);
    let checked = 0;
    for (const {section} of pageEndpoints(page)) {
      for (const {endpoint, body} of exampleBodies(section)) {
        const validate = ajv.getSchema(requestPointer(endpoint))!;
        expect(validate, endpoint).toBeDefined();
        expect(validate(body) ? [] : validate.errors, `page example of ${endpoint}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    for (const {operation} of operations) {
      const content = operation.requestBody?.content['application/json'];
      for (const [key, example] of Object.entries(content?.examples ?? {})) {
        const validate = ajv.getSchema(requestPointer(operation.operationId))!;
        expect(
          validate(example.value) ? [] : validate.errors,
          `${operation.operationId} ${key}`,
        ).toEqual([]);
      }
    }
  });

  it('generates TypeScript types that compile', async () => {
    const source = astToString(await openapiTS(document as never));
    const file = path.join(temp, `api-${version}.ts`);
    writeFileSync(
      file,
      `${source}\nexport type CreateUser = operations['create_user']['requestBody'];\n`,
    );
    execFileSync('npx', ['tsc', '--noEmit', '--strict', '--skipLibCheck', file], {stdio: 'pipe'});
  }, 60_000);
});

const DOCUMENT_ID = 'https://kasm-docs.invalid/openapi.json';

/** A JSON Schema 2020-12 validator that knows the document, so `#/components/...` resolves. */
function validator(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  ajv.addSchema({$id: DOCUMENT_ID, ...document});
  return ajv;
}

function requestPointer(endpoint: string): string {
  const route = `/api/public/${endpoint}`.replace(/\//g, '~1');
  return `${DOCUMENT_ID}#/paths/${route}/post/requestBody/content/application~1json/schema`;
}

function requestSchema(document: OpenApiDocument, endpoint: string): unknown {
  return document.paths[`/api/public/${endpoint}`]?.post?.requestBody?.content['application/json']
    ?.schema;
}

type Schema = Record<string, unknown>;

/** The schema's own and combined (allOf, $ref) object parts. */
function parts(ajv: Ajv2020, schema: unknown): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  const object = schema as Schema;
  if (typeof object.$ref === 'string') {
    const target = ajv.getSchema(`${DOCUMENT_ID}${object.$ref}`)?.schema;
    return parts(ajv, target);
  }
  return [
    object,
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) =>
      Array.isArray(object[key]) ? (object[key] as unknown[]).flatMap((s) => parts(ajv, s)) : [],
    ),
  ];
}

function propertyAt(ajv: Ajv2020, schema: unknown, dotted: string): unknown {
  let current: unknown[] = [schema];
  for (const name of dotted.split('.')) {
    current = current
      .flatMap((s) => parts(ajv, s))
      .flatMap((s) => {
        const items = (s.type === 'array' && s.items ? parts(ajv, s.items) : [s]) as Schema[];
        return items.map((item) => (item.properties as Schema | undefined)?.[name]).filter(Boolean);
      });
    if (current.length === 0) return undefined;
  }
  return current[0];
}

function isRequired(ajv: Ajv2020, schema: unknown, dotted: string): boolean {
  const names = dotted.split('.');
  const parent =
    names.length === 1 ? schema : propertyAt(ajv, schema, names.slice(0, -1).join('.'));
  return parts(ajv, parent)
    .flatMap((s) => (s.type === 'array' && s.items ? parts(ajv, s.items) : [s]))
    .some((s) => Array.isArray(s.required) && (s.required as string[]).includes(names.at(-1)!));
}
