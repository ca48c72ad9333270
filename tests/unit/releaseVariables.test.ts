import path from 'node:path';

import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {
  fact,
  isUnknownValue,
  RELEASE_FACT_NAMES,
  RELEASE_VARIABLE_NAMES,
  releaseVariablesByVersion,
  type ReleaseFactValue,
  type ReleaseValue,
} from '../../src/data/releases';
import releaseVariables, {versionOfFile} from '../../src/markdown/releaseVariables';
import {testReleaseVariables as table} from './fixtures';

const siteDir = path.resolve(__dirname, '../..');

async function render(
  markdown: string,
  file = 'versioned_docs/version-9.9.0/page.md',
): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkStringify)
    .use(remarkMdx)
    .use(releaseVariables, {variablesByVersion: {'9.9.0': table, current: table}});
  const result = await processor.process({value: markdown, path: path.join(siteDir, file)});
  return String(result);
}

describe('versionOfFile', () => {
  it('maps the develop tree to "current" and versioned trees to their version', () => {
    expect(versionOfFile(path.join(siteDir, 'docs/install/index.md'), siteDir)).toBe('current');
    expect(versionOfFile('versioned_docs/version-1.18.0/install/index.md', siteDir)).toBe('1.18.0');
    expect(versionOfFile('src/pages/index.md', siteDir)).toBeUndefined();
  });
});

describe('release variables plugin', () => {
  it('substitutes prose, inline code and code blocks', async () => {
    const out = await render(
      'Install {{release}} now, with `v{{release}}`.\n\n```bash\ncurl -O {{storage_url}}/kasm_release_{{release}}.tar.gz\n```\n',
    );
    expect(out).toContain('Install 9.9.0 now, with `v9.9.0`.');
    expect(out).toContain('curl -O https://downloads.example.test/kasm_release_9.9.0.tar.gz');
    expect(out).not.toContain('{{');
  });

  it('substitutes link addresses and link text', async () => {
    const out = await render('[Get {{release}}]({{storage_url}}/bundle-{{release}}.tar.gz)\n');
    expect(out).toContain('[Get 9.9.0](https://downloads.example.test/bundle-9.9.0.tar.gz)');
  });

  it('substitutes JSX attribute strings', async () => {
    const out = await render('<a href="{{storage_url}}/x">download</a>\n');
    expect(out).toContain('href="https://downloads.example.test/x"');
  });

  it('fails on a value no source publishes, naming the file, line and reason', async () => {
    await expect(render('Intro.\n\nBuild {{commit_hash}}.\n')).rejects.toThrow(
      /\{\{commit_hash\}\} in versioned_docs\/version-9\.9\.0\/page\.md:3 has no published value for this version \(test\)/,
    );
  });

  it('uses the table of the version the file belongs to', async () => {
    const develop = {...table, release: '10.0.0'};
    const processor = unified()
      .use(remarkParse)
      .use(remarkStringify)
      .use(remarkMdx)
      .use(releaseVariables, {variablesByVersion: {current: develop, '9.9.0': table}});
    const out = await processor.process({
      value: 'Release {{release}}.\n',
      path: path.join(siteDir, 'docs/a.md'),
    });
    expect(String(out)).toContain('Release 10.0.0.');
  });

  it('fails on an unknown variable, naming the file and line', async () => {
    await expect(render('Line one.\n\nLine three has {{relase}}.\n')).rejects.toThrow(
      /Unknown release variable \{\{relase\}\} in versioned_docs\/version-9\.9\.0\/page\.md:3/,
    );
  });

  it('names the line inside a code block', async () => {
    await expect(render('Intro.\n\n```bash\necho ok\necho {{nope}}\n```\n')).rejects.toThrow(
      /page\.md:5/,
    );
  });

  it('fails when a file outside the versioned trees uses a variable', async () => {
    await expect(render('{{release}}\n', 'versioned_docs/version-1.3.0/index.md')).rejects.toThrow(
      /belongs to no docs version with release variables/,
    );
  });

  it('substitutes inside admonitions', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkStringify)
      .use(remarkMdx)
      .use(remarkDirective)
      .use(releaseVariables, {variablesByVersion: {'9.9.0': table}});
    const out = await processor.process({
      value: ':::warning[Before {{release}}]\n\nBack up before {{release}}.\n\n:::\n',
      path: path.join(siteDir, 'versioned_docs/version-9.9.0/page.md'),
    });
    expect(String(out)).toContain('Back up before 9.9.0.');
    expect(String(out)).toContain('Before 9.9.0');
  });

  it('writes a release fact as its value, without its source', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkStringify)
      .use(remarkMdx)
      .use(releaseVariables, {
        variablesByVersion: {
          '9.9.0': {
            ...table,
            config_test_file: fact(
              '/opt/kasm/current/conf/app/api/api.app.config.yaml',
              'https://example.test/source',
            ),
          },
        },
      });
    const out = await processor.process({
      value: 'Edit `{{config_test_file}}`:\n\n```bash\nsudo nano {{config_test_file}}\n```\n',
      path: path.join(siteDir, 'versioned_docs/version-9.9.0/page.md'),
    });
    expect(String(out)).toContain('Edit `/opt/kasm/current/conf/app/api/api.app.config.yaml`:');
    expect(String(out)).toContain('sudo nano /opt/kasm/current/conf/app/api/api.app.config.yaml');
    expect(String(out)).not.toContain('example.test');
  });

  it('leaves pages without tokens unchanged', async () => {
    const markdown = 'Plain text with `code` and {1 + 1} expression.\n';
    expect(await render(markdown)).toBe(markdown);
  });
});

describe('release data', () => {
  it('defines every variable for every version, marking what is unknown', () => {
    for (const [version, variables] of Object.entries(releaseVariablesByVersion)) {
      const values: Record<string, ReleaseValue | ReleaseFactValue> = variables;
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === 'string') expect(value, `${version}.${name}`).not.toBe('');
        else if (isUnknownValue(value)) expect(value.reason, `${version}.${name}`).toMatch(/\w/);
        else expect(value.value, `${version}.${name}`).not.toBe('');
      }
    }
    expect(releaseVariablesByVersion['1.18.0'].release).toBe('1.18.0');
    expect(releaseVariablesByVersion['1.18.0'].build_date).toBe('2025-05-16');
    expect(releaseVariablesByVersion.current.release).toBe('1.19.0');
  });
});

describe('release facts', () => {
  it('are named apart from the plain release variables', () => {
    const plain = new Set<string>(RELEASE_VARIABLE_NAMES);
    for (const name of RELEASE_FACT_NAMES) expect(plain.has(name), name).toBe(false);
  });

  it('carry a public https source in every tree, or say why the release has none', () => {
    expect(RELEASE_FACT_NAMES.length).toBeGreaterThan(30);
    for (const [version, variables] of Object.entries(releaseVariablesByVersion)) {
      for (const name of RELEASE_FACT_NAMES) {
        const value = (variables as Record<string, ReleaseValue | ReleaseFactValue>)[name];
        const where = `${version}.${name}`;
        if (typeof value === 'string')
          expect.fail(`${where} is a plain string: write fact(value, source)`);
        else if (isUnknownValue(value)) expect(value.reason, where).toMatch(/\w{3}/);
        else {
          expect(value.value, where).not.toBe('');
          expect(value.source, where).toMatch(/^https:\/\/[\w.-]+\.[a-z]{2,}\//);
        }
      }
    }
  });
});
