import {describe, expect, it} from 'vitest';

import {lintInventory, lintPage, sectionOf} from '../../scripts/content-lint.mjs';

interface Finding {
  file: string;
  line: number;
  message: string;
}

const body = 'This page explains how the agent reports its resources to the manager. '.repeat(4);
const page = (frontMatter: string, text = body) => `---\n${frontMatter}\n---\n\n${text}\n`;
const messages = (findings: Finding[]) => findings.map((f) => `${f.line}: ${f.message}`);

describe('lintPage', () => {
  it('accepts a complete page', () => {
    expect(lintPage('a.md', page('title: A\ndescription: B'))).toEqual([]);
  });

  it('reports a missing title or description', () => {
    expect(messages(lintPage('a.md', page('title: A')))).toEqual([
      '1: front matter has no description',
    ]);
    expect(messages(lintPage('a.md', page('description: B')))).toEqual([
      '1: front matter has no title',
    ]);
  });

  it('reports front matter that is not valid YAML, with its line', () => {
    const findings = lintPage('a.md', page('title: A\ndescription: Tune it: fast'));
    expect(messages(findings)).toEqual([
      '3: front matter is not valid YAML: bad indentation of a mapping entry (quote the value)',
    ]);
  });

  it('reports placeholder words with their line', () => {
    const findings = lintPage(
      'a.md',
      page('title: A\ndescription: B', `${body}\n\nTODO: write the rest.\n\nComing soon.`),
    );
    expect(messages(findings)).toEqual([
      '8: placeholder word "TODO"',
      '10: placeholder word "Coming soon"',
    ]);
  });

  it('reports a page with almost no body text', () => {
    const findings = lintPage('a.md', page('title: A\ndescription: B', '## Heading\n\nShort.'));
    expect(findings[0].message).toMatch(/almost no body text/);
  });

  it('reports a code block without a language, and only its opening fence', () => {
    const text = `${body}\n\n\`\`\`\necho hi\n\`\`\`\n\n\`\`\`bash\necho ok\n\`\`\`\n`;
    expect(messages(lintPage('a.md', page('title: A\ndescription: B', text)))).toEqual([
      '8: code block names no language',
    ]);
  });

  it('does not count code as body text', () => {
    const text = `\`\`\`text\n${body}\n\`\`\`\n`;
    expect(lintPage('a.md', page('title: A\ndescription: B', text))[0].message).toMatch(
      /almost no body text/,
    );
  });
});

describe('lintInventory', () => {
  const specPages = [
    {path: 'install', pattern: /^install$/, isDevelopOnly: false, section: 'install'},
    {
      path: 'install/uninstall',
      pattern: /^install\/uninstall$/,
      isDevelopOnly: false,
      section: 'install',
    },
    {
      path: 'install/{any}/steps',
      pattern: /^install\/(?:[^/]+\/)+steps$/,
      isDevelopOnly: false,
      section: 'install',
    },
    {path: 'guide/users', pattern: /^guide\/users$/, isDevelopOnly: false, section: 'guide'},
    {path: 'how-to/new', pattern: /^how-to\/new$/, isDevelopOnly: true, section: 'how-to'},
    {path: 'how-to/old', pattern: /^how-to\/old$/, isDevelopOnly: false, section: 'how-to'},
  ];

  it('checks only sections that have landed, in both trees', () => {
    const findings: Finding[] = lintInventory({
      specPages,
      developPaths: ['install', 'install/multi/steps'],
      latestPaths: ['install', 'install/uninstall', 'install/multi/steps'],
    });
    expect(findings.map((f) => f.message)).toEqual(['spec page install/uninstall is missing']);
  });

  it('keeps develop-only pages out of the latest tree', () => {
    const findings: Finding[] = lintInventory({
      specPages,
      developPaths: ['how-to/new', 'how-to/old'],
      latestPaths: ['how-to/new', 'how-to/old'],
    });
    expect(findings.map((f) => f.message)).toEqual([
      'develop-only page how-to/new is in the latest tree',
    ]);
  });
});

describe('sectionOf', () => {
  it('counts each admin guide topic as a section of its own', () => {
    expect(sectionOf('install/kubernetes')).toBe('install');
    expect(sectionOf('guide/compute/pools')).toBe('guide/compute');
    expect(sectionOf('guide/banners')).toBe('guide/banners');
  });
});
