import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {createParseFrontMatter, editUrl} from '../../config/editing';
import {product} from '../../config/product';
import {parseGitLog, readLastCommitDates} from '../../src/markdown/lastCommitDates';

/** A throwaway repository with two commits at fixed times. */
function makeRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'last-updated-'));
  const git = (args: string[], date: string) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: 'Writer',
        GIT_AUTHOR_EMAIL: 'writer@example.invalid',
        GIT_COMMITTER_NAME: 'Writer',
        GIT_COMMITTER_EMAIL: 'writer@example.invalid',
      },
    });
  git(['init', '-q'], '2026-01-01T00:00:00Z');
  mkdirSync(path.join(dir, 'docs/guide'), {recursive: true});
  writeFileSync(path.join(dir, 'docs/a.md'), '---\ntitle: A\n---\n\nFirst.\n');
  writeFileSync(path.join(dir, 'docs/guide/b.md'), '---\ntitle: B\n---\n\nFirst.\n');
  git(['add', '.'], '2026-01-02T10:00:00Z');
  git(['commit', '-qm', 'first'], '2026-01-02T10:00:00Z');
  writeFileSync(path.join(dir, 'docs/a.md'), '---\ntitle: A\n---\n\nSecond.\n');
  git(['commit', '-qam', 'second'], '2026-03-04T12:30:00Z');
  return dir;
}

describe('last commit dates', () => {
  it('keeps the newest commit of each file (git log lists newest first)', () => {
    const log = '\u0000200\n\ndocs/a.md\n\u0000100\n\ndocs/a.md\ndocs/b.md\n';
    expect(parseGitLog(log)).toEqual(
      new Map([
        ['docs/a.md', 200_000],
        ['docs/b.md', 100_000],
      ]),
    );
  });

  it('reads every file of a repository with one git log', () => {
    const dir = makeRepository();
    const dates = readLastCommitDates(dir, ['docs']);
    expect(dates.get('docs/a.md')).toBe(Date.parse('2026-03-04T12:30:00Z'));
    expect(dates.get('docs/guide/b.md')).toBe(Date.parse('2026-01-02T10:00:00Z'));
  });

  it('gives no dates, with a warning, outside a git checkout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    const warnings: string[] = [];
    expect(readLastCommitDates(dir, ['docs'], (message) => warnings.push(message)).size).toBe(0);
    expect(warnings.join('\n')).toMatch(/No dates from git history/);
  });
});

describe('front matter hook', () => {
  const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => ({
    frontMatter: fileContent.includes('last_update')
      ? {title: 'A', last_update: {date: '2020-01-01'}}
      : {title: 'A'},
    content: 'body',
  });

  it('adds the last commit date of the page file', async () => {
    const dir = makeRepository();
    const parse = createParseFrontMatter(dir);
    const result = await parse({
      filePath: path.join(dir, 'docs/a.md'),
      fileContent: 'x',
      defaultParseFrontMatter,
    });
    expect(result.frontMatter).toEqual({
      title: 'A',
      last_update: {date: '2026-03-04T12:30:00.000Z'},
    });
  });

  it('leaves a date set in the page alone, and files without a commit without one', async () => {
    const dir = makeRepository();
    writeFileSync(path.join(dir, 'docs/new.md'), 'not committed yet');
    const parse = createParseFrontMatter(dir);
    const own = await parse({
      filePath: path.join(dir, 'docs/a.md'),
      fileContent: 'last_update',
      defaultParseFrontMatter,
    });
    expect(own.frontMatter.last_update).toEqual({date: '2020-01-01'});
    const fresh = await parse({
      filePath: path.join(dir, 'docs/new.md'),
      fileContent: 'x',
      defaultParseFrontMatter,
    });
    expect(fresh.frontMatter).toEqual({title: 'A'});
  });
});

describe('edit links', () => {
  it('open the source file of the page in the site repository', () => {
    expect(
      editUrl({
        version: '1.18.0',
        versionDocsDirPath: 'versioned_docs/version-1.18.0',
        docPath: 'install/single_server_install.md',
        permalink: '/docs/install/single_server_install',
        locale: 'en',
      }),
    ).toBe(
      `${product.siteRepositoryUrl}/edit/main/versioned_docs/version-1.18.0/install/single_server_install.md`,
    );
  });
});
