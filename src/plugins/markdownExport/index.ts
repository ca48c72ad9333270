/**
 * Build plugin: the docs as Markdown for readers' AI tools.
 *
 * After the build it writes, from the docs plugin's loaded content (every version of the build,
 * its docs' sources, permalinks, titles, descriptions and sidebars):
 *
 * - `<page URL>.md` for every doc page of every version (./markdownUrl.ts has the rule), linked
 *   from the page head (src/theme/DocItem/Metadata) and copied by "Copy page"
 *   (client/PageActions);
 * - `/llms.txt` and `/llms-full.txt` for the latest release, and the same pair under the
 *   develop tree's path (/docs/develop/), see ./llmsTxt.ts.
 *
 * It reads the Markdown sources itself rather than the MDX compiler's output, because the
 * bundler's persistent cache skips MDX compilation on warm rebuilds; each page is parsed once
 * and its source edited at the nodes (./README.md). `docusaurus start` does not run postBuild:
 * the preview has no .md files, and Copy page says so.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {releaseVariablesByVersion} from '../../data/releases';
import {OPENAPI_DIR} from '../openapi';
import {renderValue} from '../../markdown/releaseVariables';
import {docSourceFile, loadedDocsVersions, permalinkBySource} from '../docsContent';
import {exportPage, type VersionToExport} from './exportPage';
import type {ParseCache} from './parseSource';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  docLink,
  type LlmsTree,
  type TreeDoc,
  type TreeSidebarItem,
} from './llmsTxt';
import {LLMS_FULL_TXT, LLMS_TXT, markdownUrlOf} from './client/markdownUrl';

/** The docs plugin's version name of the develop tree. */
const DEVELOP_VERSION = 'current';

/**
 * What shapes a page's syntax tree besides its text: the installed packages (the lock file)
 * and the parse module itself. Trees kept from a build with another fingerprint are not reused.
 */
function parserFingerprint(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of [
    path.join(siteDir, 'package-lock.json'),
    path.join(__dirname, 'parseSource.ts'),
  ]) {
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update(`no ${file}`);
    }
  }
  return hash.digest('hex');
}

/**
 * Writes files under outDir, creating each folder once. Synchronous on purpose: for ~500 small
 * files, one blocking call each is several times faster than promises through the thread pool,
 * and postBuild has nothing else to wait for.
 */
class OutputWriter {
  private readonly folders = new Set<string>();
  constructor(private readonly outDir: string) {}

  private target(urlPath: string): string {
    const target = path.join(this.outDir, ...urlPath.split('/'));
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      fs.mkdirSync(folder, {recursive: true});
      this.folders.add(folder);
    }
    return target;
  }

  write(urlPath: string, content: string): void {
    fs.writeFileSync(this.target(urlPath), content);
  }

  copy(urlPath: string, sourcePath: string): void {
    fs.copyFileSync(sourcePath, this.target(urlPath));
  }
}

/** Exports every doc of one version; returns each doc's Markdown by id. */
async function exportVersion(
  siteDir: string,
  siteUrl: string,
  version: LoadedVersion,
  output: OutputWriter,
  warn: (message: string) => void,
  parseCache: ParseCache,
): Promise<Map<string, string>> {
  const context: VersionToExport = {
    siteUrl,
    versionRoot: version.contentPath,
    permalinkBySource: permalinkBySource(siteDir, version),
    assets: new Map(),
    parseCache,
  };
  const markdownById = new Map<string, string>();
  for (const doc of version.docs) {
    const sourcePath = docSourceFile(siteDir, doc.source);
    const description = doc.frontMatter.description;
    const page = await exportPage(
      fs.readFileSync(sourcePath, 'utf8'),
      {
        sourcePath,
        permalink: doc.permalink,
        title: doc.title,
        description: typeof description === 'string' ? description : undefined,
      },
      context,
    );
    page.warnings.forEach((message) => warn(`${doc.source}: ${message}`));
    markdownById.set(doc.id, page.markdown);
    output.write(markdownUrlOf(doc.permalink), page.markdown);
  }
  for (const [urlPath, file] of context.assets) output.copy(urlPath, file);
  return markdownById;
}

function treeDocs(version: LoadedVersion): TreeDoc[] {
  return version.docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    unlisted: doc.unlisted,
  }));
}

function treeSidebar(version: LoadedVersion): TreeSidebarItem[] {
  // One sidebar per tree in this site; several would simply follow each other.
  return Object.values(version.sidebars).flat() as TreeSidebarItem[];
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let versions: LoadedVersion[] = [];

  return {
    name: 'markdown-export',

    allContentLoaded({allContent}) {
      versions = loadedDocsVersions(allContent);
    },

    async postBuild({outDir}) {
      const startedAt = performance.now();
      const warnings: string[] = [];
      const warn = (message: string) => warnings.push(message);
      const output = new OutputWriter(outDir);
      const exported = new Map<string, Map<string, string>>();
      const {ParseCache} = await import('./parseSource');
      const parseCache = new ParseCache(
        path.join(siteDir, 'node_modules', '.cache', 'markdown-export'),
        parserFingerprint(siteDir),
      );
      let pages = 0;
      for (const version of versions) {
        const markdownById = await exportVersion(
          siteDir,
          siteUrl,
          version,
          output,
          warn,
          parseCache,
        );
        exported.set(version.versionName, markdownById);
        pages += markdownById.size;
      }

      parseCache.prune();

      const latest = versions.find((version) => version.isLast);
      const develop = versions.find((version) => version.versionName === DEVELOP_VERSION);
      const archived = versions.filter((version) => version !== latest && version !== develop);
      const latestRoot = '/';
      const developRoot = develop ? `${develop.path.replace(/\/$/, '')}/` : undefined;
      const developRelease = renderValue(releaseVariablesByVersion[DEVELOP_VERSION].release);
      const covers =
        'It covers installation, upgrades, administration, security, the user guide, how-to articles, the developer API and release notes.';
      /** The developer API's OpenAPI document of a tree (src/plugins/openapi writes it). */
      const openApiLink = (version: LoadedVersion) => ({
        title: 'The developer API as an OpenAPI 3.1 document',
        url: `${siteUrl}${version.path.replace(/\/$/, '')}/${OPENAPI_DIR}/openapi.json`,
        description: 'also as openapi.yaml beside it',
      });
      const howToRead = (release: string) =>
        `Each link below is the Markdown version of a page: the page on the web has the same address without \`.md\` (a folder's page: without \`index.md\`). Release numbers, download addresses and checksums are filled in for ${release}.`;

      const trees: {
        version: LoadedVersion;
        root: string;
        tree: Omit<LlmsTree, 'docs' | 'sidebar'>;
      }[] = [];
      if (latest) {
        trees.push({
          version: latest,
          root: latestRoot,
          tree: {
            siteUrl,
            title: siteConfig.title,
            summary: `${siteConfig.title}: ${siteConfig.tagline} This is the manual of version ${latest.versionName}, the latest release. ${covers}`,
            notes: [howToRead(latest.versionName)],
            links: [
              {
                title: 'The whole manual in one file',
                url: `${siteUrl}${latestRoot}${LLMS_FULL_TXT}`,
                description: `every page of ${latest.versionName} in reading order`,
              },
              openApiLink(latest),
              ...(developRoot
                ? [
                    {
                      title: `The next release, ${developRelease}`,
                      url: `${siteUrl}${developRoot}${LLMS_TXT}`,
                      description: 'the develop tree, not released yet',
                    },
                  ]
                : []),
            ],
            optional: archived.flatMap((version) =>
              version.docs.map((doc) => docLink(siteUrl, {...doc, unlisted: false})),
            ),
          },
        });
      }
      if (develop && developRoot) {
        trees.push({
          version: develop,
          root: developRoot,
          tree: {
            siteUrl,
            title: `${siteConfig.title} (develop)`,
            summary: `${siteConfig.title}: ${siteConfig.tagline} This is the manual of the develop tree, which becomes release ${developRelease} and is not released yet. ${covers}`,
            notes: [howToRead(developRelease)],
            links: [
              {
                title: 'The whole develop manual in one file',
                url: `${siteUrl}${developRoot}${LLMS_FULL_TXT}`,
              },
              openApiLink(develop),
              ...(latest
                ? [
                    {
                      title: `The latest release, ${latest.versionName}`,
                      url: `${siteUrl}${latestRoot}${LLMS_TXT}`,
                      description: 'use this one for a deployed system',
                    },
                  ]
                : []),
            ],
            optional: [],
          },
        });
      }
      for (const {version, root, tree} of trees) {
        const full: LlmsTree = {...tree, docs: treeDocs(version), sidebar: treeSidebar(version)};
        const markdownById = exported.get(version.versionName)!;
        output.write(`${root}${LLMS_TXT}`, buildLlmsTxt(full));
        output.write(
          `${root}${LLMS_FULL_TXT}`,
          buildLlmsFullTxt(full, (doc) => markdownById.get(doc.id) ?? ''),
        );
      }

      for (const message of warnings) console.warn(`[WARNING] Markdown export: ${message}`);
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
      console.log(
        `[INFO] Markdown export: ${pages} pages (${parseCache.size} distinct sources) and ${trees.length * 2} llms files in ${seconds} s.`,
      );
    },
  };
}
