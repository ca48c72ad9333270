/**
 * Every block a reader copies parses in its language: each code block of the latest and develop
 * trees, read from the built Markdown export (release variables filled in, exactly what Copy
 * page and the llms files give), is checked by the language's own tool:
 *   - `bash`, `sh`, `shell`: ShellCheck as bash (Debian's `shellcheck`, provisioned by npm test);
 *     errors fail, warnings and style notes do not;
 *   - `json`: JSON.parse; `yaml`: js-yaml, every document of the block;
 *   - `nginx`: `nginx -t` with the block inside a stub configuration, at the level it is written
 *     for (http, server or location).
 * A block that is deliberately partial says so in its info string (```` ```bash partial ````),
 * and only such blocks are skipped. Placeholders a reader replaces are written as shell-safe
 * names explained beside the block (`DB_HOST`, `IMAGE:TAG`), never as `<db-host>`, which a
 * shell reads as a redirection.
 *
 * Findings name the built Markdown file and line (build/docs/... is the latest tree,
 * build/docs/develop/... the develop tree); the source line is near, after the front matter.
 *
 * Runs after the production build (`npm test`, `npm run test:build`).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import yaml from 'js-yaml';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {afterAll, describe, expect, it} from 'vitest';

import {FIXTURES_ROUTE} from '../../config/fixtures';
import {BUILD_DIR} from '../lib/builtSite';

interface Block {
  /** The page's Markdown file under build/, and the block's first line in it. */
  where: string;
  lang: string;
  value: string;
}

/** The info-string word that marks a block as deliberately incomplete. */
const PARTIAL = /(?:^|\s)partial(?:\s|$)/;
const SHELL = new Set(['bash', 'sh', 'shell']);

/**
 * The Markdown export of the latest tree (build/docs/) and the develop tree (build/docs/develop/),
 * without the test fixtures (config/fixtures.ts), which are no page a reader copies from.
 */
function markdownFiles(): string[] {
  const docs = path.join(BUILD_DIR, 'docs');
  if (!existsSync(docs)) throw new Error(`${docs} is missing: run npm run build first.`);
  const archived = /^\d+\.\d+\.\d+$/;
  const fixtures = path.join(BUILD_DIR, FIXTURES_ROUTE);
  return (readdirSync(docs, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => file.endsWith('.md') && !archived.test(file.split(path.sep)[0]!))
    .filter((file) => {
      const full = path.join(docs, file);
      return full !== `${fixtures}.md` && !full.startsWith(`${fixtures}${path.sep}`);
    })
    .map((file) => path.join(docs, file))
    .sort();
}

function codeBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const file of markdownFiles()) {
    const tree = unified().use(remarkParse).parse(readFileSync(file, 'utf8'));
    visit(tree, 'code', (node) => {
      if (!node.lang || PARTIAL.test(node.meta ?? '')) return;
      blocks.push({
        where: `${path.relative(path.dirname(BUILD_DIR), file)}:${node.position?.start.line ?? 0}`,
        lang: node.lang.toLowerCase(),
        value: node.value,
      });
    });
  }
  return blocks;
}

const blocks = codeBlocks();
const ofLanguage = (...langs: string[]) => blocks.filter((block) => langs.includes(block.lang));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'kasm-docs-code-blocks-'));
afterAll(() => rmSync(workDir, {recursive: true, force: true}));

/** The tool's path, as provisioning passed it on (scripts/provision.mjs), or Debian's. */
function program(variable: string, fallback: string): string {
  const file = process.env[variable] ?? fallback;
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run node scripts/provision.mjs (npm test runs it first).`);
  }
  return file;
}

/** ShellCheck's error-level findings on the blocks, as "page:line: SCnnnn message". */
function shellCheckErrors(shellBlocks: Block[]): string[] {
  const dir = path.join(workDir, 'shell');
  mkdirSync(dir, {recursive: true});
  const files = shellBlocks.map((block, index) => {
    const file = path.join(dir, `${index}.sh`);
    writeFileSync(file, `${block.value}\n`);
    return file;
  });
  const result = spawnSync(
    program('SHELLCHECK_PATH', '/usr/bin/shellcheck'),
    ['--shell=bash', '--severity=error', '--format=json1', ...files],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (result.error) throw result.error;
  const {comments} = JSON.parse(result.stdout) as {
    comments: {file: string; line: number; code: number; message: string}[];
  };
  return comments.map((comment) => {
    const block = shellBlocks[Number(path.basename(comment.file, '.sh'))]!;
    const [page, line] = block.where.split(/:(?=\d+$)/);
    return `${page}:${Number(line) + comment.line}: SC${comment.code} ${comment.message}`;
  });
}

/**
 * Whether nginx accepts the snippet at one of the levels a snippet is written for: the http block
 * (a server, a map), a server block (a location, server directives) or a location block.
 */
function nginxError(block: Block, index: number): string | undefined {
  const nginx = program('NGINX_PATH', '/usr/sbin/nginx');
  const dir = path.join(workDir, `nginx-${index}`);
  mkdirSync(dir, {recursive: true});
  const levels = [
    (body: string) => `http {\n${body}\n}`,
    (body: string) => `http {\nserver {\nlisten 127.0.0.1:1;\n${body}\n}\n}`,
    (body: string) => `http {\nserver {\nlisten 127.0.0.1:1;\nlocation / {\n${body}\n}\n}\n}`,
  ];
  let firstError = '';
  for (const wrap of levels) {
    const config = path.join(dir, 'nginx.conf');
    writeFileSync(
      config,
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\n${wrap(block.value)}\n`,
    );
    const result = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', config], {encoding: 'utf8'});
    if (result.status === 0) return undefined;
    // nginx: [emerg] unknown directive "x" in /tmp/.../nginx.conf:5 (the stub's own line).
    const message = (result.stderr.trim().split('\n')[0] ?? '')
      .replace(/^.*?\[(?:emerg|alert|crit|error)\]\s*(?:\d+#\d+: )?/, '')
      .replace(/ in \S+nginx\.conf:\d+$/, '');
    // A certificate or file the snippet names exists on the reader's server, not here.
    if (/cannot load certificate|No such file or directory|BIO_new_file/.test(message)) return undefined;
    firstError ||= message;
  }
  return `${block.where}: ${firstError}`;
}

/**
 * Angle-bracket placeholders (`<db-host>`, `<container>`) in the shell code of a block: a shell
 * reads them as redirections, so a pasted command fails or writes a file, even where ShellCheck
 * finds the line valid. Heredoc bodies (text for a file) and comments are not shell code.
 */
export function shellPlaceholders(block: Block): string[] {
  const found: string[] = [];
  let heredocEnd: string | undefined;
  block.value.split('\n').forEach((line, index) => {
    if (heredocEnd !== undefined) {
      if (line.trim() === heredocEnd) heredocEnd = undefined;
      return;
    }
    heredocEnd = /<<-?\s*['"]?(\w+)['"]?/.exec(line)?.[1];
    const code = line.replace(/(^|\s)#.*$/, '').replace(/'[^']*'/g, "''");
    for (const match of code.matchAll(/(?<![<\w])<([A-Za-z][\w' .:-]*)>/g)) {
      const [page, start] = block.where.split(/:(?=\d+$)/);
      found.push(`${page}:${Number(start) + 1 + index}: ${match[0]}`);
    }
  });
  return found;
}

describe('every code block a reader copies parses', () => {
  it('finds the blocks of both trees', () => {
    expect(ofLanguage(...SHELL).length).toBeGreaterThan(200);
    expect(ofLanguage('json').length).toBeGreaterThan(50);
    expect(ofLanguage('yaml').length).toBeGreaterThan(10);
  });

  it('bash blocks have no ShellCheck error', () => {
    expect(shellCheckErrors(ofLanguage(...SHELL))).toEqual([]);
  });

  it('bash blocks have no angle-bracket placeholder, which a shell reads as a redirection', () => {
    expect(ofLanguage(...SHELL).flatMap(shellPlaceholders)).toEqual([]);
  });

  it('JSON blocks are JSON', () => {
    const errors = ofLanguage('json').flatMap((block) => {
      try {
        JSON.parse(block.value);
        return [];
      } catch (error) {
        return [`${block.where}: ${(error as Error).message}`];
      }
    });
    expect(errors).toEqual([]);
  });

  it('YAML blocks are YAML', () => {
    const errors = ofLanguage('yaml', 'yml').flatMap((block) => {
      try {
        yaml.loadAll(block.value);
        return [];
      } catch (error) {
        return [`${block.where}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(errors).toEqual([]);
  });

  it('nginx blocks pass nginx -t', () => {
    const errors = ofLanguage('nginx').flatMap((block, index) => nginxError(block, index) ?? []);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the check itself', () => {
  it('fails a block a shell misreads, and passes the same block with a shell-safe name', () => {
    const broken = {where: 'build/docs/page.md:10', lang: 'bash', value: 'sudo docker pull <image>:<tag>'};
    const fixed = {...broken, value: 'sudo docker pull "$IMAGE:$TAG"'};
    expect(shellCheckErrors([broken]).join('\n')).toMatch(/^build\/docs\/page\.md:11: SC\d+ /);
    expect(shellCheckErrors([fixed])).toEqual([]);
  });

  it('finds a placeholder that parses as a redirection, but not a heredoc, a comment or <<', () => {
    const block = {
      where: 'build/docs/page.md:4',
      lang: 'bash',
      value: [
        'nc -vz <db-host> 5432  # or <port>',
        "cat <<EOF > /tmp/x\n<not code>\nEOF",
        "diff <(sort a) <(sort b); echo '<quoted>'",
      ].join('\n'),
    };
    expect(shellPlaceholders(block)).toEqual(['build/docs/page.md:5: <db-host>']);
  });

  it('fails an nginx snippet with an unknown directive, at every level', () => {
    const block = {where: 'build/docs/page.md:3', lang: 'nginx', value: 'proxy_passs http://127.0.0.1;'};
    expect(nginxError(block, 9_999)).toBe('build/docs/page.md:3: unknown directive "proxy_passs"');
    expect(nginxError({...block, value: 'proxy_pass http://127.0.0.1;'}, 9_998)).toBeUndefined();
  });
});
