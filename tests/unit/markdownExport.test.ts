import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';

import {releaseVariablesByVersion} from '../../src/data/releases';
import markdownExportPlugin from '../../src/plugins/markdownExport';
import {
  exportPage,
  type PageToExport,
  type VersionToExport,
} from '../../src/plugins/markdownExport/exportPage';
import {absoluteUrl} from '../../src/plugins/markdownExport/links';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  type LlmsTree,
  type TreeDoc,
} from '../../src/plugins/markdownExport/llmsTxt';
import {markdownUrlOf} from '../../src/plugins/markdownExport/client/markdownUrl';
import {proseOutsideCode} from '../../src/plugins/markdownExport/markdownProse';
import {renderValue} from '../../src/markdown/releaseVariables';
import {testReleaseVariables as table} from './fixtures';

const siteDir = path.resolve(__dirname, '../..');
/** The develop tree: release variables are looked up by the source file's place in the site. */
const docsRoot = path.join(siteDir, 'docs');
const SITE = 'https://docs.example.test';
const doc = (file: string) => path.join(docsRoot, file);
/** The link context of a page at `pageUrl` written in docs/`file`, with no other pages known. */
const linkContext = (pageUrl: string, file: string) => ({
  siteUrl: SITE,
  pageUrl,
  sourcePath: doc(file),
  versionRoot: docsRoot,
  permalinkBySource: new Map<string, string>(),
  assets: new Map<string, string>(),
  warnings: [],
});

function versionContext(): VersionToExport {
  return {
    siteUrl: SITE,
    versionRoot: docsRoot,
    permalinkBySource: new Map([
      [doc('install/page.md'), '/docs/develop/install/page'],
      [doc('install/foo.md'), '/docs/develop/install/foo'],
      [doc('guide/x/y.md'), '/docs/develop/guide/x/y'],
      [doc('guide/index.md'), '/docs/develop/guide/'],
    ]),
    assets: new Map(),
    variablesByVersion: {current: table},
  };
}

const page: PageToExport = {
  sourcePath: doc('install/page.md'),
  permalink: '/docs/develop/install/page',
  title: 'The Page',
};

async function exported(source: string, overrides: Partial<PageToExport> = {}) {
  return exportPage(source, {...page, ...overrides}, versionContext());
}

async function markdownOf(source: string, overrides: Partial<PageToExport> = {}) {
  return (await exported(source, overrides)).markdown;
}

/** A JSX element outside code: such pages once took a separate MDX path, and must not differ. */
const JSX_LINE = '<span>Shown text.</span>\n\n';

describe('exportPage: front matter, title and description', () => {
  it('drops the front matter, puts the title as an H1 and the description as a blockquote', async () => {
    const source = '---\ntitle: Front matter title\ndescription: Ignored here\n---\n\nBody text.\n';
    const markdown = await markdownOf(source, {description: 'What the page is for.'});
    expect(markdown).toBe('# The Page\n\n> What the page is for.\n\nBody text.\n');
  });

  it('keeps a page that opens with its own H1 and adds no second title', async () => {
    const markdown = await markdownOf('---\ntitle: T\n---\n\n# Own heading\n\nBody.\n', {
      description: 'Desc.',
    });
    expect(markdown).toBe('# Own heading\n\n> Desc.\n\nBody.\n');
  });

  it('writes a multi-line description on one line, and no blockquote without one', async () => {
    expect(await markdownOf('Body.\n', {description: '  First line\n   second line \n'})).toBe(
      '# The Page\n\n> First line second line\n\nBody.\n',
    );
    expect(await markdownOf('Body.\n')).toBe('# The Page\n\nBody.\n');
  });

  it('normalizes CRLF line endings before removing the front matter', async () => {
    const markdown = await markdownOf('---\r\ntitle: T\r\n---\r\n\r\nLine one.\r\nLine two.\r\n');
    expect(markdown).toBe('# The Page\n\nLine one.\nLine two.\n');
  });
});

describe('exportPage: admonitions', () => {
  it('turns :::note into a blockquote with a bold label', async () => {
    const markdown = await markdownOf('Before.\n\n:::note\nA note.\n:::\n\nAfter.\n');
    expect(markdown).toBe('# The Page\n\nBefore.\n\n> **Note**\n>\n> A note.\n\nAfter.\n');
  });

  it('adds a custom title after the label and maps keywords to the labels the theme shows', async () => {
    const markdown = await markdownOf(
      ':::warning[Custom title]\nCareful.\n:::\n\n:::caution\nAlso careful.\n:::\n\n:::tip Legacy title\nHint.\n:::\n',
    );
    expect(markdown).toContain('> **Warning: Custom title**\n>\n> Careful.');
    expect(markdown).toContain('> **Warning**\n>\n> Also careful.');
    expect(markdown).toContain('> **Tip: Legacy title**\n>\n> Hint.');
    expect(markdown).not.toContain(':::');
  });

  it('nests admonitions as nested blockquotes', async () => {
    const markdown = await markdownOf(
      '::::warning[Outer]\nOuter text.\n\n:::tip\nInner text.\n:::\n\nOuter again.\n::::\n',
    );
    expect(markdown).toBe(
      '# The Page\n\n> **Warning: Outer**\n>\n> Outer text.\n>\n> > **Tip**\n> >\n> > Inner text.\n>\n> Outer again.\n',
    );
  });

  it('keeps an admonition inside a list item indented under the item', async () => {
    const markdown = await markdownOf('1. Step\n\n   :::note\n   Indented.\n   :::\n\n2. Next\n');
    expect(markdown).toBe(
      '# The Page\n\n1. Step\n\n   > **Note**\n   >\n   > Indented.\n\n2. Next\n',
    );
  });

  it('converts admonitions, nested ones too, on a page with JSX', async () => {
    // Docusaurus's convention for nesting: the outer container has more colons.
    const result = await exported(
      `${JSX_LINE}::::warning[Custom title]\nOuter.\n\n:::note\nInner.\n:::\n::::\n`,
    );
    expect(result.markdown).toContain(
      '> **Warning: Custom title**\n>\n> Outer.\n>\n> > **Note**\n> >\n> > Inner.',
    );
    expect(result.markdown).not.toContain(':::');
  });

  // A title may hold a link (balanced brackets, valid in remark-directive).
  it('keeps a whole admonition title that contains a link', async () => {
    const markdown = await markdownOf(':::note[See [the guide](./foo.md) first]\nBody.\n:::\n');
    expect(markdown).toContain(
      '> **Note: See [the guide](https://docs.example.test/docs/develop/install/foo) first**',
    );
  });

  // Docusaurus's mdx1Compat (on by default) turns `:::note Title` into `:::note[Title]`.
  it('converts a legacy admonition title on a page with JSX', async () => {
    const markdown = await markdownOf(`${JSX_LINE}:::note Legacy title\nBody.\n:::\n`);
    expect(markdown).toContain('> **Note: Legacy title**\n>\n> Body.');
    expect(markdown).not.toContain(':::');
  });
});

describe('exportPage: tabs and other MDX', () => {
  const tabsPage = [
    '---',
    'title: T',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    'Pick one.',
    '',
    '<Tabs>',
    '<TabItem value="ubuntu" label="Ubuntu">',
    '',
    'Ubuntu steps, see [foo](./foo.md).',
    '',
    '</TabItem>',
    '<TabItem value="centos">',
    '',
    'CentOS steps.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
  ].join('\n');

  it('turns each tab into its bold label followed by its content, with no JSX or imports left', async () => {
    const result = await exported(tabsPage);
    expect(result.markdown).toBe(
      [
        '# The Page',
        '',
        'Pick one.',
        '',
        '**Tab: Ubuntu**',
        '',
        'Ubuntu steps, see [foo](https://docs.example.test/docs/develop/install/foo).',
        '',
        '**Tab: centos**',
        '',
        'CentOS steps.',
        '',
      ].join('\n'),
    );
    expect(result.warnings).toEqual([]);
  });

  it('takes tab labels from the values prop of <Tabs>', async () => {
    const markdown = await markdownOf(
      `<Tabs values={[{label: 'Ubuntu 22.04', value: 'u'}, {label: "RHEL 9", value: 'r'}]}>\n<TabItem value="u">\n\nU.\n\n</TabItem>\n<TabItem value="r">\n\nR.\n\n</TabItem>\n</Tabs>\n`,
    );
    expect(markdown).toBe('# The Page\n\n**Tab: Ubuntu 22.04**\n\nU.\n\n**Tab: RHEL 9**\n\nR.\n');
  });

  it('drops comments, fills in known expressions and warns about unknown ones and components', async () => {
    const result = await exported(
      '{/* a comment */}\n\nThere are {localeCount} locales, {"quoted"} and {some.value}.\n\n<Custom>\n\nInside.\n\n</Custom>\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n',
    );
    expect(result.markdown).toBe(
      '# The Page\n\nThere are 315 locales, quoted and {some.value}.\n\nInside.\n\n**More**\n\nHidden.\n',
    );
    expect(result.warnings).toEqual([
      'expression {some.value} has no known value; its source is kept as text',
      '<Custom> has no Markdown form; its content is kept as text',
    ]);
  });
});

describe('exportPage: release-notes markers and feed links', () => {
  it('drops an upgrade-note marker with the space after it', async () => {
    const result = await exported(
      '- {/* required */} Back up the database.\n- {/* breaking */} Use `systemctl`.\n- Plain {/* inline */} note.\n',
    );
    expect(result.markdown).toBe(
      '# The Page\n\n- Back up the database.\n- Use `systemctl`.\n- Plain note.\n',
    );
  });

  it('makes a pathname:// link to a site file absolute', () => {
    const context = linkContext('/docs/release_notes/', 'release_notes/index.md');
    expect(absoluteUrl('pathname:///docs/release_notes/atom.xml', context)).toBe(
      `${SITE}/docs/release_notes/atom.xml`,
    );
  });

  it('leaves the planner out of the export without a warning', async () => {
    const result = await exported('Intro.\n\n<UpgradePlanner />\n');
    expect(result.markdown).toBe('# The Page\n\nIntro.\n');
    expect(result.warnings).toEqual([]);
  });
});

describe('exportPage: code blocks', () => {
  const fence = [
    '```jsx title="example.jsx"',
    "import Tabs from '@theme/Tabs';",
    ':::note',
    '<Tag prop={value}>[link](./foo.md)</Tag>',
    '## Not a heading {#not-dropped}',
    ':::',
    '```',
  ].join('\n');

  it('leaves fenced code on a page without JSX byte for byte', async () => {
    const result = await exported(`Intro.\n\n${fence}\n\nOutro.\n`);
    expect(result.markdown).toBe(`# The Page\n\nIntro.\n\n${fence}\n\nOutro.\n`);
  });

  it('leaves tilde fences and longer fences with inner fences alone', async () => {
    const block = '~~~~md\n```\n:::tip\n```\n<X/>\n~~~~\n\n````\n```\n[a](./foo.md)\n```\n````';
    expect(await markdownOf(`${block}\n`)).toBe(`# The Page\n\n${block}\n`);
  });

  it('keeps the code content, language and meta on a page with JSX', async () => {
    const result = await exported(`${JSX_LINE}${fence}\n`);
    expect(result.markdown).toContain(fence);
  });

  it('resolves release variables inside code too, as the site does (with and without JSX)', async () => {
    const code = '```bash\ncurl -O {{storage_url}}/kasm_release_{{release}}.tar.gz\n```';
    const expected =
      '```bash\ncurl -O https://downloads.example.test/kasm_release_9.9.0.tar.gz\n```';
    expect(await markdownOf(`${code}\n`)).toBe(`# The Page\n\n${expected}\n`);
    expect(await markdownOf(`${JSX_LINE}${code}\n`)).toContain(expected);
  });
});

describe('exportPage: release variables', () => {
  it('resolves tokens in prose, inline code and link addresses on a page without JSX', async () => {
    const result = await exported(
      'Install {{release}} with `v{{ release }}`: [bundle]({{storage_url}}/b-{{release}}.tgz), built on {{build_date}}.\n',
    );
    expect(result.markdown).toBe(
      '# The Page\n\nInstall 9.9.0 with `v9.9.0`: [bundle](https://downloads.example.test/b-9.9.0.tgz), built on 2025-05-16.\n',
    );
  });

  it('resolves tokens in prose and JSX attributes on a page with JSX', async () => {
    const markdown = await markdownOf(
      'Release {{release}} is here.\n\n<a href="{{storage_url}}/x.tgz">download</a>\n',
    );
    expect(markdown).toBe(
      '# The Page\n\nRelease 9.9.0 is here.\n\n[download](https://downloads.example.test/x.tgz)\n',
    );
  });

  it('fails on an unknown token with the file and the line, counting the front matter', async () => {
    await expect(markdownOf('---\ntitle: T\n---\n\n{{no_such_variable}}\n')).rejects.toThrow(
      /Unknown release variable \{\{no_such_variable\}\} in docs[\\/]install[\\/]page\.md:5\./,
    );
  });
});

describe('exportPage: links and images', () => {
  it('makes doc links, site paths and anchors absolute and leaves external links alone', async () => {
    const markdown = await markdownOf(
      'See [foo](./foo.md), [y](../guide/x/y.md#anchor), [guide](../guide/index.md), [abs](/docs/install/z), [top](#top) and [ext](https://example.com/a_(b)).\n',
    );
    expect(markdown).toBe(
      '# The Page\n\nSee [foo](https://docs.example.test/docs/develop/install/foo), [y](https://docs.example.test/docs/develop/guide/x/y#anchor), [guide](https://docs.example.test/docs/develop/guide/), [abs](https://docs.example.test/docs/install/z), [top](https://docs.example.test/docs/develop/install/page#top) and [ext](https://example.com/a_(b)).\n',
    );
  });

  it('rewrites reference definitions, link titles, angle brackets and links across lines', async () => {
    const markdown = await markdownOf(
      '[wrapped\ntext](./foo.md "Title") and [b](<../guide/x/y.md>)\n\n[ref]: ../guide/x/y.md#sec "Title"\n[ref2]: <./foo.md>\n[ext]: https://example.com/x\n',
    );
    expect(markdown).toBe(
      [
        '# The Page',
        '',
        '[wrapped',
        'text](https://docs.example.test/docs/develop/install/foo "Title") and [b](<https://docs.example.test/docs/develop/guide/x/y>)',
        '',
        '[ref]: https://docs.example.test/docs/develop/guide/x/y#sec "Title"',
        '[ref2]: <https://docs.example.test/docs/develop/install/foo>',
        '[ext]: https://example.com/x',
        '',
      ].join('\n'),
    );
  });

  it('finds a doc from the version root when it is not next to the page', async () => {
    const markdown = await markdownOf('[foo](install/foo.md)\n', {
      sourcePath: doc('guide/x/y.md'),
      permalink: '/docs/develop/guide/x/y',
    });
    expect(markdown).toBe(
      '# The Page\n\n[foo](https://docs.example.test/docs/develop/install/foo)\n',
    );
  });

  it('leaves links in code spans and escaped brackets alone, and warns about a missing doc', async () => {
    const result = await exported(
      'Write `[x](./foo.md)`, not \\[y](./foo.md); [gone](./missing.md) and [page](./other-page).\n',
    );
    expect(result.markdown).toBe(
      '# The Page\n\nWrite `[x](./foo.md)`, not \\[y](./foo.md); [gone](https://docs.example.test/docs/develop/install/missing.md) and [page](https://docs.example.test/docs/develop/install/other-page).\n',
    );
    expect(result.warnings).toEqual(['link to a doc that is not in this version: ./missing.md']);
  });

  it('publishes a linked image beside the page Markdown and links it absolutely', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'markdown-export-'));
    mkdirSync(path.join(root, 'install/img'), {recursive: true});
    const image = path.join(root, 'install/img/shot.png');
    writeFileSync(image, 'png');
    const version: VersionToExport = {
      siteUrl: SITE,
      versionRoot: root,
      permalinkBySource: new Map(),
      assets: new Map(),
    };
    for (const [permalink, markdown] of [
      ['/docs/develop/install/page', '/docs/develop/install/img/shot.png'],
      ['/docs/develop/install/', '/docs/develop/install/img/shot.png'],
      ['/docs/develop/other/page', '/docs/develop/other/img/shot.png'],
    ]) {
      const result = await exportPage(
        '![A screenshot](./img/shot.png "Shot")\n',
        {sourcePath: path.join(root, 'install/page.md'), permalink, title: 'P'},
        version,
      );
      expect(result.markdown).toBe(`# P\n\n![A screenshot](${SITE}${markdown} "Shot")\n`);
      expect(version.assets.get(markdown)).toBe(image);
    }
  });

  it('drops heading ids outside code, with and without JSX, and keeps them inside code', async () => {
    const source = '## Set up {#setup}\n\n```\n## Code {#kept}\n```\n';
    const expected = '## Set up\n\n```\n## Code {#kept}\n```\n';
    const plain = await exported(source);
    expect(plain.markdown).toBe(`# The Page\n\n${expected}`);
    expect(await markdownOf(`${JSX_LINE}${source}`)).toBe(
      `# The Page\n\nShown text.\n\n${expected}`,
    );
  });

  it('drops an already escaped heading id, \\{#id}, on a page without JSX', async () => {
    expect(await markdownOf('### Escaped \\{#escaped}\n')).toBe('# The Page\n\n### Escaped\n');
  });

  // An id the author escaped already must not be escaped twice (it would print `\\`).
  it('drops an already escaped heading id on a page with JSX', async () => {
    expect(await markdownOf(`${JSX_LINE}### Escaped \\{#escaped}\n`)).toBe(
      '# The Page\n\nShown text.\n\n### Escaped\n',
    );
  });

  it('absoluteUrl keeps scheme and protocol-relative URLs and empty addresses', () => {
    const context = linkContext('/docs/page', 'page.md');
    for (const url of ['mailto:a@b.test', '//cdn.example.test/x.js', 'HTTP://X.TEST/', '']) {
      expect(absoluteUrl(url, context)).toBe(url);
    }
    expect(absoluteUrl('/img/a.png?x=1', context)).toBe(`${SITE}/img/a.png?x=1`);
    expect(absoluteUrl('pathname:///pdf/a.pdf', context)).toBe(`${SITE}/pdf/a.pdf`);
  });
});

describe("exportPage: the author's Markdown as written", () => {
  const written = [
    '* A star list',
    '+ with a plus item',
    '',
    '| Left | Right |',
    '|:-----|------:|',
    '| `a\\|b` | *em* and __strong__ |',
    '',
    'An escaped \\* star, a hard break  ',
    'and a backslash break\\',
    'then 1\\. not a list, &amp; an entity.',
    '',
    '1) Paren list',
    '',
    '***',
    '',
    'Setext heading',
    '--------------',
  ].join('\n');

  it('keeps list markers, tables, escapes, breaks and rules byte for byte, with or without JSX', async () => {
    expect(await markdownOf(`${written}\n`)).toBe(`# The Page\n\n${written}\n`);
    expect(await markdownOf(`${JSX_LINE}${written}\n`)).toBe(
      `# The Page\n\nShown text.\n\n${written}\n`,
    );
  });

  it('keeps the offsets right after a rewritten heading id and legacy admonition title', async () => {
    const markdown = await markdownOf(
      '## One {#one}\n\n:::note Legacy\nSee [foo](./foo.md).\n:::\n\n## Two {#two}\n\n```md\n## Kept {#kept}\n:::tip Kept\n```\n\n[last](./foo.md)\n',
    );
    expect(markdown).toBe(
      [
        '# The Page',
        '',
        '## One',
        '',
        '> **Note: Legacy**',
        '>',
        `> See [foo](${SITE}/docs/develop/install/foo).`,
        '',
        '## Two',
        '',
        '```md',
        '## Kept {#kept}',
        ':::tip Kept',
        '```',
        '',
        `[last](${SITE}/docs/develop/install/foo)`,
        '',
      ].join('\n'),
    );
  });

  it('turns <Admonition>, inline HTML and an unknown container into Markdown', async () => {
    const result = await exported(
      '<Admonition type="tip" title="Hint">\n\nPress <kbd>Ctrl</kbd> and see <a href="./foo.md">foo</a>.\n\n</Admonition>\n\n:::custom[Own title]\nKept text.\n:::\n',
    );
    expect(result.markdown).toBe(
      `# The Page\n\n> **Tip: Hint**\n>\n> Press \`Ctrl\` and see [foo](${SITE}/docs/develop/install/foo).\n\n**Own title**\n\nKept text.\n`,
    );
    expect(result.warnings).toEqual([
      'unknown container :::custom; its content is kept without it',
    ]);
  });

  it('finds the prose of exported Markdown by parsing it, not by scanning for fences', () => {
    expect(
      proseOutsideCode(
        'Text `{{x}}`.\n\n````md\n```\n:::note\n```\n````\n\n    indented code\n\nEnd.\n',
      ),
    ).toBe('Text ``.\n\n\n\n\n\nEnd.\n');
  });
});

describe('markdownUrlOf', () => {
  it('adds .md to a page URL', () => {
    expect(markdownUrlOf('/docs/install/foo')).toBe('/docs/install/foo.md');
    expect(markdownUrlOf('/docs/develop/guide/x/y')).toBe('/docs/develop/guide/x/y.md');
  });

  it('gives a folder page (trailing slash) index.md in that folder, the root included', () => {
    expect(markdownUrlOf('/docs/guide/')).toBe('/docs/guide/index.md');
    expect(markdownUrlOf('/docs/')).toBe('/docs/index.md');
    expect(markdownUrlOf('/')).toBe('/index.md');
  });

  it('drops the query and the hash', () => {
    expect(markdownUrlOf('/docs/a?tab=1#part')).toBe('/docs/a.md');
    expect(markdownUrlOf('/docs/guide/#part')).toBe('/docs/guide/index.md');
  });
});

describe('llms.txt', () => {
  const docs: TreeDoc[] = [
    {id: 'intro', title: 'Intro', description: 'Start here.', permalink: '/docs/', unlisted: false},
    {
      id: 'install/index',
      title: 'Install',
      description: 'All the ways\n  to install.',
      permalink: '/docs/install/',
      unlisted: false,
    },
    {
      id: 'install/single',
      title: 'Single [server]',
      description: '',
      permalink: '/docs/install/single',
      unlisted: false,
    },
    {id: 'secret', title: 'Secret', description: 'Hidden.', permalink: '/docs/s', unlisted: true},
    {
      id: 'stray',
      title: 'Stray',
      description: 'Not in a sidebar.',
      permalink: '/docs/stray',
      unlisted: false,
    },
  ];
  const tree: LlmsTree = {
    siteUrl: SITE,
    title: 'Kasm Workspaces',
    summary: 'The manual\nof version 9.9.0.',
    notes: ['How to read this.'],
    links: [{title: 'Everything', url: `${SITE}/llms-full.txt`, description: 'one file'}],
    optional: [{title: 'Old intro', url: `${SITE}/docs/1.0.0/intro.md`}],
    docs,
    sidebar: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Installation',
        link: {type: 'doc', id: 'install/index'},
        items: [
          {type: 'doc', id: 'install/single'},
          {type: 'doc', id: 'secret'},
          {type: 'link', label: 'Vendor', href: 'https://vendor.example.test', description: 'Ext.'},
        ],
      },
      {type: 'html'},
      {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'secret'}]},
    ],
  };

  it('lists the heading, summary, notes, links, one section per sidebar entry and Optional', () => {
    expect(buildLlmsTxt(tree)).toBe(
      [
        '# Kasm Workspaces',
        '',
        '> The manual of version 9.9.0.',
        '',
        'How to read this.',
        '',
        `- [Everything](${SITE}/llms-full.txt): one file`,
        '',
        '## Intro',
        '',
        `- [Intro](${SITE}/docs/index.md): Start here.`,
        '',
        '## Installation',
        '',
        `- [Install](${SITE}/docs/install/index.md): All the ways to install.`,
        `- [Single \\[server\\]](${SITE}/docs/install/single.md)`,
        '- [Vendor](https://vendor.example.test): Ext.',
        '',
        '## Other pages',
        '',
        `- [Stray](${SITE}/docs/stray.md): Not in a sidebar.`,
        '',
        '## Optional',
        '',
        `- [Old intro](${SITE}/docs/1.0.0/intro.md)`,
        '',
      ].join('\n'),
    );
  });

  it('joins every listed page in llms-full.txt with its web address under its title', () => {
    const full = buildLlmsFullTxt(tree, (page) => `# ${page.title}\n\nBody of ${page.id}.\n`);
    const parts = full.split('\n\n---\n\n');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toMatch(/^# Kasm Workspaces\n\n> The manual of version 9\.9\.0\.\n\n/);
    expect(parts.slice(1)).toEqual([
      `# Intro\n\nSource: ${SITE}/docs/\n\nBody of intro.`,
      `# Install\n\nSource: ${SITE}/docs/install/\n\nBody of install/index.`,
      `# Single [server]\n\nSource: ${SITE}/docs/install/single\n\nBody of install/single.`,
      `# Stray\n\nSource: ${SITE}/docs/stray\n\nBody of stray.\n`,
    ]);
    expect(full).not.toContain('Secret');
  });

  it('the plugin writes page Markdown and llms.txt for the latest release and the develop tree', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'markdown-export-site-'));
    const outDir = path.join(site, 'build');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), text);
    };
    write('versioned_docs/version-9.9.0/intro.md', '---\ntitle: Intro\n---\n\nLatest intro.\n');
    write('versioned_docs/version-9.8.0/intro.md', 'Archived intro.\n');
    write('docs/intro.md', 'Develop intro, see [it](./intro.md).\n');
    const loadedVersion = (name: string, folder: string, urlPath: string, isLast: boolean) => ({
      versionName: name,
      isLast,
      path: urlPath,
      contentPath: path.join(site, folder),
      sidebars: {docs: [{type: 'category', label: 'Start', items: [{type: 'doc', id: 'intro'}]}]},
      docs: [
        {
          id: 'intro',
          title: `Intro ${name}`,
          description: `About ${name}.`,
          source: `@site/${folder}/intro.md`,
          permalink: `${urlPath.replace(/\/$/, '')}/intro`,
          frontMatter: {description: `About ${name}.`},
          unlisted: false,
        },
      ],
    });
    const plugin = markdownExportPlugin({
      siteDir: site,
      siteConfig: {url: `${SITE}/`, title: 'Kasm Workspaces', tagline: 'Streaming.'},
    } as unknown as LoadContext);
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            loadedVersion('current', 'docs', '/docs/develop', false),
            loadedVersion('9.9.0', 'versioned_docs/version-9.9.0', '/docs', true),
            loadedVersion('9.8.0', 'versioned_docs/version-9.8.0', '/docs/9.8.0', false),
          ],
        },
      },
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await plugin.allContentLoaded!({allContent} as never);
      await plugin.postBuild!({outDir} as never);
    } finally {
      log.mockRestore();
    }
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    const developRelease = renderValue(releaseVariablesByVersion.current.release);

    expect(read('docs/intro.md')).toBe('# Intro 9.9.0\n\n> About 9.9.0.\n\nLatest intro.\n');
    expect(read('docs/develop/intro.md')).toBe(
      `# Intro current\n\n> About current.\n\nDevelop intro, see [it](${SITE}/docs/develop/intro).\n`,
    );
    expect(read('docs/9.8.0/intro.md')).toContain('Archived intro.');

    const latest = read('llms.txt');
    expect(latest).toMatch(
      /^# Kasm Workspaces\n\n> Kasm Workspaces: Streaming\. This is the manual of version 9\.9\.0, the latest release\./,
    );
    expect(latest).toContain(`- [The whole manual in one file](${SITE}/llms-full.txt)`);
    expect(latest).toContain(
      `- [The next release, ${developRelease}](${SITE}/docs/develop/llms.txt): the develop tree, not released yet`,
    );
    expect(latest).toContain(`## Start\n\n- [Intro 9.9.0](${SITE}/docs/intro.md): About 9.9.0.`);
    expect(latest).toContain(`## Optional\n\n- [Intro 9.8.0](${SITE}/docs/9.8.0/intro.md)`);
    expect(latest).not.toContain('/docs/develop/intro');

    const develop = read('docs/develop/llms.txt');
    expect(develop).toMatch(/^# Kasm Workspaces \(develop\)\n/);
    expect(develop).toContain(`becomes release ${developRelease} and is not released yet`);
    expect(develop).toContain(`- [The latest release, 9.9.0](${SITE}/llms.txt)`);
    expect(develop).toContain(
      `## Start\n\n- [Intro current](${SITE}/docs/develop/intro.md): About current.`,
    );
    expect(develop).not.toContain('## Optional');
    expect(read('docs/develop/llms-full.txt')).toContain(
      `# Intro current\n\nSource: ${SITE}/docs/develop/intro\n\n> About current.`,
    );
  });
});
