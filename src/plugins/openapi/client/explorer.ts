/**
 * What the endpoint browser (../theme/ApiExplorer) shows of an OpenAPI document, apart from
 * React: each operation's name, section, summary, request and response fields (references and
 * `allOf` resolved, the key and secret every call carries left out), its error messages, and the
 * `curl` command "Copy as curl" writes, with the reader's host and the key read from variables.
 */

type Json = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document the browser reads. */
export interface ApiDocument {
  paths: Record<string, Record<string, Json>>;
  components?: {schemas?: Record<string, Json>};
}

export interface SchemaField {
  name: string;
  type?: string;
  required: boolean;
  description?: string;
  children: SchemaField[];
}

export interface Endpoint {
  name: string;
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  request: SchemaField[];
  response: SchemaField[];
  responseDescription?: string;
  errors: string[];
  /** The request body of the document's example, if it has one. */
  example?: Json;
}

/** Fields every request carries (components.schemas.Credentials): not listed per endpoint. */
const CREDENTIALS = new Set(['api_key', 'api_key_secret']);
const REF = '#/components/schemas/';

function resolve(document: ApiDocument, schema: unknown, depth = 0): Json[] {
  if (!schema || typeof schema !== 'object' || depth > 20) return [];
  const object = schema as Json;
  if (typeof object.$ref === 'string' && object.$ref.startsWith(REF))
    return resolve(
      document,
      document.components?.schemas?.[object.$ref.slice(REF.length)],
      depth + 1,
    );
  const combined = ['allOf', 'anyOf', 'oneOf'].flatMap((key) =>
    Array.isArray(object[key])
      ? (object[key] as unknown[]).flatMap((part) => resolve(document, part, depth + 1))
      : [],
  );
  return [object, ...combined];
}

function typeOf(parts: Json[]): string | undefined {
  const types = parts.flatMap((part) => (part.type === undefined ? [] : [part.type].flat()));
  const [first] = types as string[];
  if (first === 'array') {
    const items = parts.find((part) => part.items)?.items;
    return items ? `list of ${typeOf([items as Json]) ?? 'items'}` : 'list';
  }
  return first;
}

/** The fields of an object schema, nested objects and list items as children. */
export function schemaFields(document: ApiDocument, schema: unknown, depth = 0): SchemaField[] {
  const parts = resolve(document, schema);
  const required = new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []));
  const fields = new Map<string, SchemaField>();
  for (const part of parts) {
    for (const [name, value] of Object.entries((part.properties as Json | undefined) ?? {})) {
      if (fields.has(name) || (depth === 0 && CREDENTIALS.has(name))) continue;
      const own = resolve(document, value);
      const items = own.find((p) => p.type === 'array' && p.items)?.items;
      fields.set(name, {
        name,
        type: typeOf(own),
        required: required.has(name),
        description: own.find((p) => typeof p.description === 'string')?.description as
          string | undefined,
        children: depth < 4 ? schemaFields(document, items ?? value, depth + 1) : [],
      });
    }
  }
  return [...fields.values()];
}

function jsonContent(value: unknown): Json | undefined {
  return ((value as Json | undefined)?.content as Json | undefined)?.['application/json'] as
    Json | undefined;
}

/** Every operation of the document, in its order. */
export function endpointsOf(document: ApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item).map((operation) => {
      const request = jsonContent(operation.requestBody);
      const responses = (operation.responses as Json | undefined) ?? {};
      const ok = responses['200'] as Json | undefined;
      const failure = jsonContent(responses.default);
      const examples = Object.values((failure?.examples as Json | undefined) ?? {}) as Json[];
      const requestExample = Object.values((request?.examples as Json | undefined) ?? {})[0] as
        Json | undefined;
      return {
        name: String(operation.operationId),
        path,
        tags: (operation.tags as string[] | undefined) ?? [],
        summary: String(operation.summary ?? ''),
        description: operation.description as string | undefined,
        request: schemaFields(document, request?.schema),
        response: schemaFields(document, jsonContent(ok)?.schema),
        responseDescription: ok?.description as string | undefined,
        errors: examples
          .map((example) => ((example.value as Json | undefined)?.error_message as string) ?? '')
          .filter(Boolean),
        example: requestExample?.value as Json | undefined,
      };
    }),
  );
}

/**
 * The command "Copy as curl" writes: the body of the document's example with the key and secret
 * read from `API_KEY` and `API_KEY_SECRET`, sent to the reader's host, as the reference page's
 * examples do.
 */
export function curlCommand(endpoint: Endpoint, host: string): string {
  const body = {
    ...endpoint.example,
    api_key: '$API_KEY',
    api_key_secret: '$API_KEY_SECRET',
  };
  const ordered = {
    api_key: body.api_key,
    api_key_secret: body.api_key_secret,
    ...Object.fromEntries(Object.entries(body).filter(([key]) => !CREDENTIALS.has(key))),
  };
  return [
    `curl -sS -X POST "https://${host}${endpoint.path}" \\`,
    '  -H "Content-Type: application/json" \\',
    '  --data-binary @- <<EOF',
    JSON.stringify(ordered, null, 2),
    'EOF',
  ].join('\n');
}
