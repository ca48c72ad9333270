import {lint} from 'markdownlint/promise';
import {describe, expect, it} from 'vitest';

import rules from '../../scripts/markdownlint-rules.mjs';
import versions from '../../versions.json';

const body =
  'The agent reports its resources to the manager, which places sessions by them. '.repeat(4);
const page = (frontMatter: string, text = body) => `---\n${frontMatter}\n---\n\n${text}\n`;

/** The project rules' findings for one page, as `line rule detail`. */
async function findings(text: string, name = 'docs/page.md', only?: string): Promise<string[]> {
  const results = await lint({
    strings: {[name]: text},
    customRules: rules,
    config: only
      ? {default: false, [only]: true}
      : {
          default: false,
          'docs-front-matter': true,
          'docs-placeholder': true,
          'docs-manual-talk': true,
          'docs-body-text': true,
          'docs-relative-links': true,
          'docs-release-note-items': true,
        },
  });
  return results[name].map(
    (result) => `${result.lineNumber} ${result.ruleNames[0]} ${result.errorDetail}`,
  );
}

describe('docs-front-matter', () => {
  it('accepts a complete page', async () => {
    expect(await findings(page('title: A\ndescription: B'))).toEqual([]);
  });

  it('reports a missing title or description', async () => {
    expect(await findings(page('title: A'))).toEqual([
      '5 docs-front-matter front matter has no description',
    ]);
    expect(await findings(page('description: B'))).toEqual([
      '5 docs-front-matter front matter has no title',
    ]);
    expect(await findings(body)).toEqual([
      '1 docs-front-matter front matter has no title',
      '1 docs-front-matter front matter has no description',
    ]);
  });

  it('leaves partials (_name.md), which are not pages, alone', async () => {
    expect(await findings('Included text.', 'docs/install/_steps.md')).toEqual([]);
  });

  it('reports front matter that is not valid YAML, with its line', async () => {
    expect(await findings(page('title: A\ndescription: Tune it: fast'))).toEqual([
      '6 docs-front-matter front matter line 3 is not valid YAML: bad indentation of a mapping entry (quote the value)',
    ]);
  });
});

describe('docs-coverage', () => {
  const covered = (coverage: string) =>
    findings(
      page(`title: A\ndescription: B\ncoverage:\n${coverage}`),
      'docs/page.md',
      'docs-coverage',
    );

  it('accepts a comparison with a vendor page and one for a page without one', async () => {
    expect(
      await covered(
        "  - 'Vendor page compared: https://docs.kasm.com/docs/guide/ldap/index.html (1.18.0)'\n  - 'Bind DN: Configure the connection'",
      ),
    ).toEqual([]);
    expect(await covered("  - 'No vendor page: the site assistant is this site''s own'")).toEqual(
      [],
    );
  });

  it('reports a page with no coverage list, or one that is not a list of strings', async () => {
    expect(
      await findings(page('title: A\ndescription: B'), 'docs/page.md', 'docs-coverage'),
    ).toEqual(['6 docs-coverage front matter has no coverage list']);
    expect(await covered('  key: value')).toEqual([
      '8 docs-coverage coverage must be a list of strings',
    ]);
  });

  it('reports a list that names no vendor page, or two', async () => {
    expect(await covered("  - 'Bind DN: Configure the connection'")).toEqual([
      '8 docs-coverage coverage needs exactly one "Vendor page compared: https://...", "Vendor page not stored: https://..." or "No vendor page: ..." entry, found 0',
    ]);
    expect(
      await covered(
        "  - 'Vendor page compared: https://a.example/x'\n  - 'No vendor page: none was found anywhere'",
      ),
    ).toContain(
      '9 docs-coverage coverage needs exactly one "Vendor page compared: https://...", "Vendor page not stored: https://..." or "No vendor page: ..." entry, found 2',
    );
  });

  it('reports a vendor page without an address or without anything compared, and no reason', async () => {
    expect(await covered("  - 'Vendor page compared: the LDAP page'\n  - 'Bind DN: here'")).toEqual(
      ['9 docs-coverage "Vendor page compared:" names no https address'],
    );
    expect(await covered("  - 'Vendor page compared: https://docs.kasm.com/docs/x'")).toEqual([
      '8 docs-coverage coverage names the vendor page but lists nothing compared on it',
    ]);
    expect(await covered("  - 'No vendor page: none'")).toEqual([
      '8 docs-coverage "No vendor page:" gives no reason',
    ]);
  });

  it('accepts a vendor page whose text cannot be read, with its address', async () => {
    expect(
      await covered(
        "  - 'Vendor page not stored: https://kasmweb.com/docs/1.12.0/release_notes/1.12.0.html (searched the pages corpus)'",
      ),
    ).toEqual([]);
    expect(await covered("  - 'Vendor page not stored: the release notes'")).toEqual([
      '8 docs-coverage "Vendor page not stored:" names no https address',
    ]);
  });

  it('leaves partials and archived versions alone', async () => {
    expect(await findings('Included text.', 'docs/install/_steps.md', 'docs-coverage')).toEqual([]);
    const archived = page('title: Kasm Workspaces 1.12.0\ndescription: Archived.');
    expect(
      await findings(
        archived,
        `versioned_docs/version-${versions.at(-1)}/index.md`,
        'docs-coverage',
      ),
    ).toEqual([]);
    expect(
      await findings(archived, `versioned_docs/version-${versions[0]}/index.md`, 'docs-coverage'),
    ).toEqual(['6 docs-coverage front matter has no coverage list']);
  });
});

describe('docs-release-note-items', () => {
  const notes = (items: string) =>
    page('title: 1.17.0\ndescription: Notes.', `${body}\n\n${items}`);

  it('reports an item of a release-notes page that points above or below', async () => {
    const items = '- Use the rollback above if a plugin misbehaves.\n- Fine item.\n  1. See below.';
    expect(await findings(notes(items), 'docs/release_notes/1.17.0.md')).toEqual([
      '8 docs-release-note-items "above": name what the item means instead',
      '10 docs-release-note-items "below": name what the item means instead',
    ]);
  });

  it('leaves paragraphs, other pages and items that stand alone alone', async () => {
    const text = `${body} The table below lists them.\n\n- Run upgrade_plugins --rollback.`;
    expect(
      await findings(page('title: A\ndescription: B', text), 'docs/release_notes/1.17.0.md'),
    ).toEqual([]);
    expect(await findings(notes('- The step above.'), 'docs/upgrade/index.md')).toEqual([]);
  });
});

describe('docs-placeholder', () => {
  it('reports placeholder words with their line, in the front matter too', async () => {
    const text = `${body}\n\nTODO: write the rest.\n\nComing soon.`;
    expect(await findings(page('title: A\ndescription: TBD', text))).toEqual([
      '6 docs-placeholder "TBD" on front matter line 3',
      '8 docs-placeholder "TODO"',
      '10 docs-placeholder "Coming soon"',
    ]);
  });
});

describe('docs-deployment-host', () => {
  const only = 'docs-deployment-host';
  it("reports other spellings of the Web App's host, which the reader's values do not replace", async () => {
    const text = `${body}\n\nOpen https://kasm.example.com/ or \`https://<kasm-host>/go\`.\n\n\`\`\`bash\ncurl https://<host>/api\n\`\`\``;
    expect(await findings(page('title: A\ndescription: B', text), 'docs/page.md', only)).toEqual([
      '8 docs-deployment-host "kasm.example.com"',
      '8 docs-deployment-host "<kasm-host>"',
      '11 docs-deployment-host "<host>"',
    ]);
  });

  it('accepts the token, and the parent domain on a page whose hosts are under it', async () => {
    const token = `${body}\n\nOpen https://{{deployment_host}}/ and \`{{deployment_host}}\`.`;
    expect(await findings(page('title: A\ndescription: B', token), 'docs/page.md', only)).toEqual(
      [],
    );
    const parent = `${body}\n\nName them \`app-1.kasm.example.com\` and \`proxy.kasm.example.com\` under \`kasm.example.com\`.`;
    expect(await findings(page('title: A\ndescription: B', parent), 'docs/page.md', only)).toEqual(
      [],
    );
  });
});

describe('docs-manual-talk', () => {
  it('reports talk about the manual and placeholder values in the body', async () => {
    const text = `${body}\n\nThis is not documented.\n\n\`\`\`bash\nsha256sum <sha256>\n\`\`\``;
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([
      '8 docs-manual-talk "not documented"',
      '11 docs-manual-talk "<sha256>"',
    ]);
  });

  it('reports every placeholder value on a line, the reader-facing kinds included', async () => {
    const text = `${body}\n\n\`\`\`bash\ncurl https://<your-host>/api/<version>/YOUR_TOKEN <release>\n\`\`\``;
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([
      '9 docs-manual-talk "<your-host>"',
      '9 docs-manual-talk "<version>"',
      '9 docs-manual-talk "YOUR_TOKEN"',
      '9 docs-manual-talk "<release>"',
    ]);
  });

  it('reports prose and headings that point at the page itself, but not code that quotes such words', async () => {
    const text = [
      body,
      '',
      'This article sets up backups. The commands on this page need root.',
      '',
      "A browser answers `Can't open this page` when the session is gone.",
      '',
      '```text\nThis page cannot be displayed\n```',
      '',
      '## Steps in this guide',
    ].join('\n');
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([
      '8 docs-manual-talk "This article"',
      '8 docs-manual-talk "this page"',
      '16 docs-manual-talk "this guide"',
    ]);
  });

  it('leaves the front matter sources alone', async () => {
    const frontMatter = 'title: A\ndescription: B\nsources:\n  - known from https://example.com';
    expect(await findings(page(frontMatter))).toEqual([]);
  });
});

describe('docs-relative-links', () => {
  it('reports a relative link to a page file that does not exist, and only that', async () => {
    const text = [
      body,
      'See [the installer](./install/index.md), [its flags](./install/single_server_install.md#flags),',
      '[a moved page](./install/no_such_page.md#step-2) and [another](../nowhere/page.mdx).',
      '[The site](https://www.kasm.com/page.md), [a route](/docs/install), [a section](#heading).',
      '',
      '[ref]: ./guide/missing.md',
      '',
      '```md\n[in code](./not-checked.md)\n```',
    ].join('\n');
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([
      '8 docs-relative-links ./install/no_such_page.md#step-2 is not a file (docs/install/no_such_page.md)',
      '8 docs-relative-links ../nowhere/page.mdx is not a file (nowhere/page.mdx)',
      '11 docs-relative-links ./guide/missing.md is not a file (docs/guide/missing.md)',
    ]);
  });
});

describe('docs-body-text', () => {
  it('reports a page with almost no body text', async () => {
    expect(await findings(page('title: A\ndescription: B', '## Heading\n\nShort.'))).toEqual([
      '6 docs-body-text 1 word of body text',
    ]);
  });

  it('does not count code, headings, JSX or MDX imports as body text', async () => {
    const words = 'one two three four five six seven eight nine ten eleven twelve';
    const text = [
      "import {Table} from '@site/src/components/Table';",
      `## ${words}`,
      `\`\`\`text\n${words}\n\`\`\``,
      `~~~~md\n\`\`\`\n${words}\n\`\`\`\n~~~~`,
      `    ${words}`,
      `<Table caption="${words}" />`,
      `Run \`${words}\` and read [the guide](./install/multi_server_install/multi_installation_steps.md).`,
    ].join('\n\n');
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([
      '6 docs-body-text 5 words of body text',
    ]);
  });

  it('counts prose in lists, tables and admonitions', async () => {
    const words = 'one two three four five six seven eight nine';
    const text = `- ${words}\n\n| a |\n|---|\n| ${words} |\n\n:::note\n\n${words}\n\n:::`;
    expect(await findings(page('title: A\ndescription: B', text))).toEqual([]);
  });
});
