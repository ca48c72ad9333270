// The project's own markdownlint rules, loaded by markdownlint-cli2 through `customRules` in
// .markdownlint-cli2.jsonc. They check what a reader of a page needs and markdownlint's
// built-in rules do not know about:
// - docs-front-matter: a `title` and a `description` in the front matter, which must be YAML;
// - docs-coverage: a `coverage:` list in the front matter, the record of the comparison with the
//   vendor's page on the same topic, on every page of the develop and latest trees:
//   exactly one entry `Vendor page compared: <https address>` followed by at least one entry on
//   what it has and where this page says it (or why not); or `Vendor page not stored: <https
//   address and what was searched>` when the vendor's page exists but no copy of its text can be
//   read; or `No vendor page: <what was searched>`;
// - docs-release-note-items: an item of a release-notes page that points "above" or "below":
//   the upgrade planner shows items out of their page, where nothing is above or below them;
// - docs-placeholder: placeholder words (TODO, TBD, "coming soon", lorem ipsum, ...), in the
//   front matter too;
// - docs-manual-talk: talk about the manual or its sources instead of the product ("this
//   manual", "not documented", "Known from:", estimated dates, ...) and placeholder values such
//   as `<sha256>`, `<build>`, `<version>`, `<your-host>` or `YOUR_HOST` (a release variable or
//   a named value explained beside the block says it instead), each one it finds (the front
//   matter's `sources:` list is for writers and exempt), and prose or headings that point at
//   the page itself ("this page", "this article"), outside code;
// - docs-deployment-host: the Web App's host written as `kasm.example.com`, `<host>`, `<kasm-host>`
//   or `<web-app>` instead of `{{deployment_host}}`, which shows the reader's own host once they
//   give it under Your deployment (src/plugins/deployment); a page whose examples are host names
//   under kasm.example.com (`proxy.kasm.example.com`) may name that parent domain;
// - docs-relative-links: a relative link to a page (`./other.md`, `../install/index.mdx#step`)
//   whose file does not exist, found without a build (the build finds it too, minutes later);
// - docs-body-text: a page with almost no body text. Words are counted from markdownlint's
//   micromark tokens, so code blocks, inline code, headings, HTML/JSX, link addresses and MDX
//   imports are left out by the parser rather than by hand-written scanning.
// markdownlint reports a finding with its file and line; a front matter finding is reported on
// the first line after the front matter, with the front matter line in its detail.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

export const PLACEHOLDERS =
  /\b(TODO|TBD|FIXME)\b|coming soon|lorem ipsum|placeholder text|to be written/i;

/**
 * Phrases that speak about the manual, its sources or its gaps rather than about the product.
 * A reader cannot act on them: where a fact is not established, the sentence goes.
 */
export const MANUAL_TALK = new RegExp(
  [
    String.raw`\bthis manual\b`,
    String.raw`\b(?:our|these|the) sources\b`,
    String.raw`\bsources behind\b`,
    String.raw`\bnot documented\b`,
    String.raw`\bundocumented\b`,
    String.raw`\bknown from\b`,
    String.raw`\bthird-party clients only\b`,
    String.raw`\ban estimate from\b`,
    String.raw`\bthe estimate (?:comes|rests)\b`,
    String.raw`\bestimated? (?:release )?date\b`,
    String.raw`\bdated (?:repository )?activity\b`,
    String.raw`\bnot (?:yet )?public when\b`,
    String.raw`\bwhen this was written\b`,
    String.raw`release date:\W*not known`,
    String.raw`<sha256[^>]*>`,
    String.raw`<build(?: date)?>`,
    String.raw`<(?:version|release)>`,
    String.raw`<your[-_ ][^>]*>`,
    String.raw`\bYOUR_[A-Z0-9_]+\b`,
  ].join('|'),
  'i',
);

/** Fewest words of body text (outside headings, code, HTML/JSX and front matter) a page may have. */
export const MIN_BODY_WORDS = 25;

/** Tokens whose text is not body text, with everything inside them. */
const NOT_BODY_TEXT = new Set([
  'atxHeading',
  'setextHeading',
  'codeFenced',
  'codeIndented',
  'codeText',
  'htmlFlow',
  'htmlText',
  'mathFlow',
  'mathText',
  'definition',
  'resourceDestination',
  'resourceTitle',
  'literalAutolink',
  'autolink',
  'directiveContainerFence',
  'directiveLeaf',
  'directiveText',
]);

/** Docusaurus partials (`_name.md`) are included in pages, not pages of their own. */
const isPartial = (name) => /(?:^|[\\/])_[^\\/]*$/.test(name);

/** The YAML between the front matter's `---` lines, and the file line of its first line. */
function frontMatterYaml(frontMatterLines) {
  const lines = [...frontMatterLines];
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length < 2 || lines[0].trim() !== '---' || lines[lines.length - 1].trim() !== '---') {
    return undefined;
  }
  return lines.slice(1, -1).join('\n');
}

/** @type {import('markdownlint').Rule} */
export const frontMatterRule = {
  names: ['docs-front-matter'],
  description: 'Front matter should be valid YAML with a title and a description',
  tags: ['docs', 'front_matter'],
  parser: 'none',
  function: (params, onError) => {
    if (isPartial(params.name)) return;
    const source = frontMatterYaml(params.frontMatterLines);
    let fields = {};
    if (source !== undefined) {
      try {
        const loaded = yaml.load(source) ?? {};
        fields = typeof loaded === 'object' ? loaded : {};
      } catch (error) {
        const line = 2 + (error.mark?.line ?? 0);
        onError({
          lineNumber: 1,
          detail: `front matter line ${line} is not valid YAML: ${error.reason ?? error.message} (quote the value)`,
        });
        return;
      }
    }
    for (const field of ['title', 'description']) {
      if (!fields[field]) onError({lineNumber: 1, detail: `front matter has no ${field}`});
    }
  },
};

/** Reports every match of `pattern` on each line of a page's body, with its place. */
function reportMatches(lines, pattern, onError) {
  const everywhere = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  lines.forEach((line, index) => {
    for (const match of line.matchAll(everywhere)) {
      onError({
        lineNumber: index + 1,
        detail: `"${match[0]}"`,
        range: [match.index + 1, match[0].length],
      });
    }
  });
}

/** @type {import('markdownlint').Rule} */
export const placeholderRule = {
  names: ['docs-placeholder'],
  description: 'Pages should have no placeholder words (TODO, TBD, coming soon, lorem ipsum, ...)',
  tags: ['docs'],
  parser: 'none',
  function: (params, onError) => {
    params.frontMatterLines.forEach((line, index) => {
      const match = PLACEHOLDERS.exec(line);
      if (match) {
        onError({
          lineNumber: 1,
          detail: `"${match[0]}" on front matter line ${index + 1}`,
        });
      }
    });
    reportMatches(params.lines, PLACEHOLDERS, onError);
  },
};

/**
 * Words that point at the page itself ("This article sets up …", "the commands on this page")
 * instead of saying what the product does or what the reader does. Checked in prose only: a
 * browser's own message in code ("Can't open this page") is not the manual talking.
 */
export const PAGE_TALK = /\bthis (?:page|article|guide|section)\b/i;

/** @type {import('markdownlint').Rule} */
export const manualTalkRule = {
  names: ['docs-manual-talk'],
  description:
    'Pages should state facts, not talk about the manual or its sources or show a placeholder value (state the fact, or leave the sentence out)',
  tags: ['docs'],
  parser: 'micromark',
  function: (params, onError) => {
    reportMatches(params.lines, MANUAL_TALK, onError);
    const everywhere = new RegExp(PAGE_TALK.source, 'gi');
    for (const token of dataTokens(params.parsers.micromark.tokens, NOT_PROSE)) {
      for (const match of token.text.matchAll(everywhere)) {
        onError({
          lineNumber: token.startLine,
          detail: `"${match[0]}"`,
          range: [token.startColumn + match.index, match[0].length],
        });
      }
    }
  },
};

/** Spellings of the Web App's host that `{{deployment_host}}` replaces. */
export const HOST_SPELLINGS = /<(?:host|kasm-host|web-app)>|(?<![\w.-])kasm\.example\.com(?![\w-])/;
const OTHER_HOST_SPELLINGS = /<(?:host|kasm-host|web-app)>/;
/** A host under kasm.example.com: the page's examples use it as a parent domain. */
const SUBDOMAIN_EXAMPLE = /[\w-]\.kasm\.example\.com/;

/** @type {import('markdownlint').Rule} */
export const deploymentHostRule = {
  names: ['docs-deployment-host'],
  description:
    "Pages should write the Web App's host as {{deployment_host}} (the reader's own host under Your deployment), not kasm.example.com, <host> or <kasm-host>",
  tags: ['docs'],
  parser: 'none',
  function: (params, onError) => {
    const namesParentDomain = params.lines.some((line) => SUBDOMAIN_EXAMPLE.test(line));
    reportMatches(params.lines, namesParentDomain ? OTHER_HOST_SPELLINGS : HOST_SPELLINGS, onError);
  },
};

/** Tokens that hold no prose: body text minus headings, which may not talk about the page either. */
const NOT_PROSE = new Set([...NOT_BODY_TEXT].filter((type) => !type.endsWith('Heading')));

/**
 * The micromark `data` tokens under `tokens`, leaving out everything inside a token whose type is
 * in `skip`, and MDX `import`/`export` statements (which parse as paragraphs).
 */
function dataTokens(tokens, skip) {
  return tokens.flatMap((token) => {
    if (skip.has(token.type)) return [];
    if (token.type === 'paragraph' && /^(?:import|export)\s/.test(token.text)) return [];
    return token.type === 'data' ? [token] : dataTokens(token.children, skip);
  });
}

/** Words of body text under `tokens`: the `data` tokens outside NOT_BODY_TEXT and MDX imports. */
export function countBodyWords(tokens) {
  return dataTokens(tokens, NOT_BODY_TEXT).reduce(
    (words, token) =>
      words + token.text.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length,
    0,
  );
}

/** @type {import('markdownlint').Rule} */
export const bodyTextRule = {
  names: ['docs-body-text'],
  description: `Pages should have body text (at least ${MIN_BODY_WORDS} words outside headings and code)`,
  tags: ['docs'],
  parser: 'micromark',
  function: (params, onError) => {
    if (isPartial(params.name)) return;
    const words = countBodyWords(params.parsers.micromark.tokens);
    if (words < MIN_BODY_WORDS) {
      onError({lineNumber: 1, detail: `${words} ${words === 1 ? 'word' : 'words'} of body text`});
    }
  },
};

/** Micromark tokens of the given types, anywhere under `tokens`. */
function tokensOfType(tokens, types) {
  return tokens.flatMap((token) => [
    ...(types.has(token.type) ? [token] : []),
    ...tokensOfType(token.children, types),
  ]);
}

/** A link address that names a page file of the docs trees by a relative path. */
const RELATIVE_PAGE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+\.mdx?)(?:[?#].*)?$/i;

/** @type {import('markdownlint').Rule} */
export const relativeLinksRule = {
  names: ['docs-relative-links'],
  description: 'A relative link to a page should name a file that exists',
  tags: ['docs', 'links'],
  parser: 'micromark',
  function: (params, onError) => {
    const destinations = tokensOfType(
      params.parsers.micromark.tokens,
      new Set(['resourceDestinationString', 'definitionDestinationString']),
    );
    for (const token of destinations) {
      const target = RELATIVE_PAGE_LINK.exec(token.text)?.[1];
      if (!target) continue;
      let file;
      try {
        file = path.resolve(path.dirname(params.name), decodeURIComponent(target));
      } catch {
        file = path.resolve(path.dirname(params.name), target);
      }
      if (!existsSync(file)) {
        onError({
          lineNumber: token.startLine,
          detail: `${token.text} is not a file (${path.relative(process.cwd(), file)})`,
          range: [token.startColumn, token.text.length],
        });
      }
    }
  },
};

/** The entry that names the vendor page a page was compared with, or says there is none. */
export const COVERAGE_HEAD =
  /^(Vendor page compared|Vendor page not stored|No vendor page):\s*(.*)$/;

/** Findings about a page's `coverage:` list, as details (empty when it is complete). */
export function coverageFindings(coverage) {
  if (coverage === undefined) return ['front matter has no coverage list'];
  if (!Array.isArray(coverage) || coverage.some((entry) => typeof entry !== 'string')) {
    return ['coverage must be a list of strings'];
  }
  const heads = coverage.map((entry) => COVERAGE_HEAD.exec(entry.trim())).filter(Boolean);
  if (heads.length !== 1) {
    return [
      `coverage needs exactly one "Vendor page compared: https://...", "Vendor page not stored: https://..." or "No vendor page: ..." entry, found ${heads.length}`,
    ];
  }
  const [, kind, rest] = heads[0];
  if (kind !== 'No vendor page' && !/https:\/\/\S+/.test(rest)) {
    return [`"${kind}:" names no https address`];
  }
  if (kind === 'Vendor page compared') {
    if (coverage.length < 2) {
      return ['coverage names the vendor page but lists nothing compared on it'];
    }
  } else if (rest.split(/\s+/).filter(Boolean).length < 3) {
    return ['"No vendor page:" gives no reason'];
  }
  return [];
}

/**
 * Whether a page is in a docs tree that is kept up to date: develop (docs/) or the latest
 * release (versioned_docs/version-<first of versions.json>/). An archived version keeps one
 * index page and no comparison.
 */
function isLiveTreePage(name) {
  const parts = path.relative(process.cwd(), path.resolve(name)).split(path.sep);
  if (parts[0] === 'docs') return true;
  if (parts[0] !== 'versioned_docs') return false;
  return parts[1] === `version-${latestVersion()}`;
}

let latest;
function latestVersion() {
  latest ??= JSON.parse(readFileSync(path.resolve('versions.json'), 'utf8'))[0];
  return latest;
}

/** @type {import('markdownlint').Rule} */
export const coverageRule = {
  names: ['docs-coverage'],
  description:
    "Front matter should record the comparison with the vendor's page (coverage: Vendor page compared / Vendor page not stored / No vendor page)",
  tags: ['docs', 'front_matter'],
  parser: 'none',
  function: (params, onError) => {
    if (isPartial(params.name) || !isLiveTreePage(params.name)) return;
    const source = frontMatterYaml(params.frontMatterLines);
    let fields;
    try {
      fields = source === undefined ? {} : (yaml.load(source) ?? {});
    } catch {
      return; // docs-front-matter reports YAML that does not parse
    }
    for (const detail of coverageFindings(fields.coverage)) onError({lineNumber: 1, detail});
  },
};

/** Words that point at text around an item, which the upgrade planner does not show. */
const POINTING_WORDS = /\b(above|below)\b/i;

/** Whether a page is a release's notes: release_notes/<version>.md of a docs tree. */
const isReleaseNotesPage = (name) => /(?:^|[\\/])release_notes[\\/]\d+\.\d+\.\d+\.mdx?$/.test(name);

/** @type {import('markdownlint').Rule} */
export const releaseNoteItemsRule = {
  names: ['docs-release-note-items'],
  description:
    'A release-note item should stand alone (the upgrade planner shows it out of its page): no "above" or "below"',
  tags: ['docs'],
  parser: 'micromark',
  function: (params, onError) => {
    if (!isReleaseNotesPage(params.name)) return;
    const items = tokensOfType(
      params.parsers.micromark.tokens,
      new Set(['listOrdered', 'listUnordered']),
    );
    const seen = new Set();
    for (const data of tokensOfType(items, new Set(['data']))) {
      const match = POINTING_WORDS.exec(data.text);
      const key = `${data.startLine}:${data.startColumn}`;
      if (!match || seen.has(key)) continue;
      seen.add(key);
      onError({
        lineNumber: data.startLine,
        detail: `"${match[0]}": name what the item means instead`,
        range: [data.startColumn + match.index, match[0].length],
      });
    }
  },
};

export default [
  frontMatterRule,
  coverageRule,
  placeholderRule,
  manualTalkRule,
  deploymentHostRule,
  bodyTextRule,
  relativeLinksRule,
  releaseNoteItemsRule,
];
