/**
 * The developer API's OpenAPI document of one docs tree: `base.yaml` of the tree's folder under
 * src/data/openapi (what every endpoint shares) merged with the endpoint files beside it (one
 * per section of the reference page, numbered in the page's order, which the merged document
 * keeps). A path, tag or schema defined twice stops the merge with
 * the two file names, so two files never silently disagree. `{{release}}` anywhere becomes the
 * tree's release, and `{{deployment_host}}` the documented host, as in pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {DEFAULT_DEPLOYMENT} from '../deployment/client/values';

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers?: unknown[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {schemas: Record<string, unknown>};
}

export interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  requestBody?: {
    content: Record<string, {schema?: unknown; examples?: Record<string, {value: unknown}>}>;
  };
  responses: Record<string, unknown>;
}

/** The folder of a docs version's document: `develop` for the develop tree ("current"). */
export function openApiFolder(siteDir: string, versionName: string): string {
  return path.join(
    siteDir,
    'src/data/openapi',
    versionName === 'current' ? 'develop' : versionName,
  );
}

function load(file: string): Partial<OpenApiDocument> {
  const parsed = yaml.load(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file}: not a YAML mapping`);
  return parsed as Partial<OpenApiDocument>;
}

export function loadOpenApiDocument(folder: string, release: string): OpenApiDocument {
  const base = load(path.join(folder, 'base.yaml'));
  const document: OpenApiDocument = {
    openapi: base.openapi ?? '3.1.0',
    info: {...base.info!, version: release},
    servers: base.servers,
    tags: [...(base.tags ?? [])],
    paths: {...base.paths},
    components: {schemas: {...base.components?.schemas}},
  };
  const origin = new Map<string, string>();
  const claim = (key: string, file: string) => {
    const first = origin.get(key);
    if (first) throw new Error(`${key} is defined in both ${first} and ${file}`);
    origin.set(key, file);
  };
  for (const key of Object.keys(document.components.schemas)) claim(`schema ${key}`, 'base.yaml');
  const parts = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') && name !== 'base.yaml')
    .sort();
  for (const name of parts) {
    const part = load(path.join(folder, name));
    for (const tag of part.tags ?? []) {
      claim(`tag ${tag.name}`, name);
      document.tags!.push(tag);
    }
    for (const [route, item] of Object.entries(part.paths ?? {})) {
      claim(`path ${route}`, name);
      document.paths[route] = item;
    }
    for (const [schema, value] of Object.entries(part.components?.schemas ?? {})) {
      claim(`schema ${schema}`, name);
      document.components.schemas[schema] = value;
    }
  }
  // Release variables and the documented host, as pages write them.
  return JSON.parse(
    JSON.stringify(document)
      .replace(/\{\{\s*release\s*\}\}/g, release)
      .replace(/\{\{\s*deployment_host\s*\}\}/g, DEFAULT_DEPLOYMENT.host),
  ) as OpenApiDocument;
}

/** Every operation of the document with its path. */
export function operationsOf(
  document: OpenApiDocument,
): {route: string; operation: OpenApiOperation}[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.values(item).map((operation) => ({route, operation})),
  );
}
