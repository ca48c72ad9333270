/**
 * What the endpoint browser (src/plugins/openapi/client/explorer.ts) reads of each tree's OpenAPI
 * document: every operation with its fields (references and allOf resolved, the key and secret
 * left out), its errors, and a "Copy as curl" command that sends the document's example to the
 * reader's host with the key from variables, and that ShellCheck would read as bash.
 */
import {describe, expect, it} from 'vitest';

import {releaseVariablesByVersion, textOf} from '../../src/data/releases';
import {
  curlCommand,
  endpointsOf,
  type ApiDocument,
} from '../../src/plugins/openapi/client/explorer';
import {loadOpenApiDocument, openApiFolder} from '../../src/plugins/openapi/document';

const document = loadOpenApiDocument(
  openApiFolder(process.cwd(), 'current'),
  textOf(releaseVariablesByVersion.current.release)!,
);
const endpoints = endpointsOf(document as unknown as ApiDocument);
const byName = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]));

describe('the endpoint browser', () => {
  it('lists every operation of the document with its section', () => {
    expect(endpoints).toHaveLength(Object.keys(document.paths).length);
    for (const endpoint of endpoints) {
      expect(endpoint.path).toBe(`/api/public/${endpoint.name}`);
      expect(endpoint.tags.length, endpoint.name).toBeGreaterThan(0);
      expect(endpoint.summary, endpoint.name).not.toBe('');
    }
  });

  it('shows request fields without the key and secret, nested fields as children', () => {
    const createUser = byName.get('create_user')!;
    expect(createUser.request.map((field) => field.name)).toEqual(['target_user']);
    const target = createUser.request[0];
    expect(target).toMatchObject({type: 'object', required: true});
    expect(target.children.find((field) => field.name === 'username')).toMatchObject({
      type: 'string',
      required: true,
    });
    expect(createUser.errors.length).toBeGreaterThan(0);
    expect(byName.get('get_users')!.request.find((f) => f.name === 'filters')?.type).toMatch(
      /^list/,
    );
  });

  it('copies a call with the reader’s host and the key read from variables', () => {
    const command = curlCommand(byName.get('get_user')!, 'desk.corp.example');
    const lines = command.split('\n');
    expect(lines[0]).toBe('curl -sS -X POST "https://desk.corp.example/api/public/get_user" \\');
    expect(lines.at(-1)).toBe('EOF');
    const body = JSON.parse(lines.slice(3, -1).join('\n'));
    expect(body).toMatchObject({api_key: '$API_KEY', api_key_secret: '$API_KEY_SECRET'});
    expect(Object.keys(body).slice(0, 2)).toEqual(['api_key', 'api_key_secret']);
    expect(body.target_user).toBeDefined();
  });
});
