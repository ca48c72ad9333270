/**
 * Build-time remark plugin: replaces `{{name}}` release-variable tokens with the values of the
 * docs version the file belongs to (src/data/releases). It covers prose, inline code, code
 * blocks, link and image addresses, raw HTML and JSX attribute strings. An unknown token, or a
 * token in a file that has no release table (an archived version, a page outside the docs
 * trees), fails the build with the file and line.
 *
 * In MDX, `{{release}}` in prose is parsed as a JavaScript expression whose source is
 * `{release}`; the plugin turns such expression nodes back into text.
 */
import path from 'node:path';

import type {Node as UnistNode} from 'unist';
import {visit} from 'unist-util-visit';

import {DEFAULT_DEPLOYMENT, DEPLOYMENT_TOKENS} from '../plugins/deployment/client/values';
import {
  isUnknownValue,
  releaseVariablesByVersion,
  textOf,
  type ReleaseFactValue,
  type ReleaseValue,
  type ReleaseVariables,
} from '../data/releases/index';

/** The smallest mdast/unist shape this plugin needs; avoids depending on @types/mdast. */
interface Node {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  name?: string | null;
  attributes?: Node[] | Record<string, string>;
  children?: Node[];
  position?: {start: {line: number; column: number}};
}

interface VFileLike {
  path?: string;
  history?: string[];
}

/** A release-variable token; the name is the first group. */
export const RELEASE_TOKEN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
/** An MDX expression whose whole source is `{name}`, i.e. the page wrote `{{name}}`. */
const EXPRESSION_TOKEN = /^\{\s*([A-Za-z0-9_]+)\s*\}$/;

class ReleaseVariableError extends Error {}

/**
 * Docs version a source file belongs to: "current" for docs/, "X" for versioned_docs/version-X/,
 * undefined elsewhere. `filePath` is absolute or relative to `siteDir`.
 */
export function versionOfFile(filePath: string, siteDir = process.cwd()): string | undefined {
  const [top, second] = path.relative(siteDir, path.resolve(siteDir, filePath)).split(path.sep);
  if (top === 'docs') return 'current';
  if (top === 'versioned_docs') return /^version-(.+)$/.exec(second ?? '')?.[1];
  return undefined;
}

/** The text of a known value; an unknown one has no text a reader could use. */
export function renderValue(value: ReleaseValue | ReleaseFactValue): string {
  if (isUnknownValue(value)) throw new ReleaseVariableError(`No published value: ${value.reason}`);
  return textOf(value)!;
}

interface Options {
  /** Replaces the tables of src/data/releases (tests use this). */
  variablesByVersion?: Readonly<Record<string, ReleaseVariables>>;
}

/**
 * The value of each token of one file, by name; `line` is only for the error message. Throws a
 * ReleaseVariableError for an unknown token or a file without release variables. Exported for
 * the Markdown export (src/plugins/markdownExport), which edits the source text itself.
 */
export function releaseVariableResolver(
  filePath: string,
  options: Options = {},
): (name: string, line: number | undefined) => string {
  const tables = options.variablesByVersion ?? releaseVariablesByVersion;
  const relativePath = path.relative(process.cwd(), filePath);
  const version = versionOfFile(filePath);
  const variables = version === undefined ? undefined : tables[version];

  return (name, line) => {
    // The reader's deployment values: the documented default wherever the page is read without
    // the reader's browser (src/plugins/deployment writes the places that show their values).
    const field = DEPLOYMENT_TOKENS[name];
    if (field) return DEFAULT_DEPLOYMENT[field];
    const where = `${relativePath}${line === undefined ? '' : `:${line}`}`;
    if (!variables) {
      throw new ReleaseVariableError(
        `Release variable {{${name}}} used in ${where}, but this file belongs to no docs version with release variables (known: ${Object.keys(tables).join(', ')}).`,
      );
    }
    if (!Object.hasOwn(variables, name)) {
      throw new ReleaseVariableError(
        `Unknown release variable {{${name}}} in ${where}. Known variables: ${Object.keys(variables).join(', ')}.`,
      );
    }
    const value = variables[name as keyof ReleaseVariables];
    if (isUnknownValue(value)) {
      throw new ReleaseVariableError(
        `Release variable {{${name}}} in ${where} has no published value for this version (${value.reason}) Write the step so that it needs no such value.`,
      );
    }
    return renderValue(value);
  };
}

export default function releaseVariablesPlugin(options: Options = {}) {
  return (tree: Node, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.at(-1) ?? '<unknown file>';
    const resolve = releaseVariableResolver(filePath, options);

    /** Replaces every token of `text`; `firstLine` is the line of the text's first character. */
    const substitute = (text: string, firstLine: number | undefined): string =>
      text.replace(RELEASE_TOKEN, (_token, name: string, offset: number) => {
        const line =
          firstLine === undefined
            ? undefined
            : firstLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
        return resolve(name, line);
      });

    const replaceTokens = (node: Node): void => {
      const line = node.position?.start.line;
      switch (node.type) {
        case 'text':
        case 'inlineCode':
        case 'html':
          node.value = substitute(node.value ?? '', line);
          break;
        case 'code':
          // The fence line comes first; the value starts on the next line.
          node.value = substitute(node.value ?? '', line === undefined ? undefined : line + 1);
          break;
        case 'link':
        case 'image':
        case 'definition':
          node.url = substitute(node.url ?? '', line);
          if (node.title) node.title = substitute(node.title, line);
          break;
        case 'mdxTextExpression':
        case 'mdxFlowExpression': {
          const match = EXPRESSION_TOKEN.exec(node.value ?? '');
          if (match) {
            const text = resolve(match[1], line);
            const replacement: Node =
              node.type === 'mdxTextExpression'
                ? {type: 'text', value: text}
                : {type: 'paragraph', children: [{type: 'text', value: text}]};
            for (const key of Object.keys(node))
              delete (node as unknown as Record<string, unknown>)[key];
            Object.assign(node, replacement);
          }
          break;
        }
        case 'mdxJsxAttribute':
          if (typeof node.value === 'string') node.value = substitute(node.value, line);
          break;
        default:
          break;
      }
      // JSX attributes are not children, so the tree walk does not reach them. Directives
      // (admonitions) keep theirs in a plain object, which holds no tokens.
      if (Array.isArray(node.attributes)) node.attributes.forEach(replaceTokens);
    };

    // The loose shape above is enough for this plugin; the walk itself works on any unist tree.
    visit(tree as UnistNode, (node) => replaceTokens(node as Node));
  };
}
