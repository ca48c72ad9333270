/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.55.3,
 * dist/client/client/theme/SearchPage/SearchPage.jsx.
 * Why: the plugin's page runs every query through its own tokenizer, so the query syntax of the
 * spec (field:term, +required, -prohibited, term~N, term^N, wildcards) had no effect and a
 * malformed query failed silently. Queries that use the syntax now go to src/search/advancedQuery
 * (lunr's own parser), a parse error is shown to the reader, and plain queries keep the plugin's
 * behaviour. The search-context selector is left out: this site uses no search contexts.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
// CUSTOM CODE
import {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml';
import {
  advancedSearchByWorker,
  fetchIndexesByWorker,
  searchAllByWorker,
} from '@site/src/plugins/search/client/searchByWorker';
import {isAdvancedQuery} from '@site/src/search/querySyntax';
import type {SearchResult} from '@site/src/search/advancedQuery';
import {oncePerAddress} from '@site/src/plugins/search/oncePerAddress';
// CUSTOM CODE END
import styles from './styles.module.css';

/** The plugin's SearchDocumentType enum. */
const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;

/** Results shown on the page (the suggestion limit of 8 applies to the search box only). */
const PAGE_RESULT_LIMIT = 100;

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

// CUSTOM CODE
/**
 * Runs a query in the search worker, over both halves of the index: the query syntax through
 * lunr's parser, plain words as the search box runs them. One more hit than the page shows is
 * asked for, so the count can say "100+" when there are more. A page and its first section
 * share an address: each address is listed once.
 */
async function runQuery(versionUrl: string, query: string): Promise<SearchResult[]> {
  const limit = PAGE_RESULT_LIMIT + 1;
  let results: SearchResult[];
  if (isAdvancedQuery(query)) {
    const answer = await advancedSearchByWorker(versionUrl, '', query, limit);
    if ('syntaxError' in answer) throw new Error(answer.syntaxError);
    results = answer.results;
  } else {
    results = await searchAllByWorker(versionUrl, '', query, limit);
  }
  return oncePerAddress(results);
}

function SyntaxHelp(): ReactNode {
  return (
    <details className={styles.syntaxHelp}>
      <summary>Search syntax</summary>
      <ul>
        <li>
          <code>title:install</code> searches one field: <code>title</code>, <code>heading</code>,{' '}
          <code>description</code>, <code>keywords</code> or <code>content</code>.
        </li>
        <li>
          <code>+agent +zone</code> requires both words; <code>-windows</code> excludes a word.
        </li>
        <li>
          <code>upgrde~1</code> allows one typing mistake (two at most); <code>proxy^10</code> ranks
          a word higher.
        </li>
        <li>
          <code>auth*</code> matches words that start with <code>auth</code>.
        </li>
      </ul>
    </details>
  );
}
// CUSTOM CODE END

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl, title: siteTitle},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const {searchValue, searchVersion, updateSearchPath} = useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [searchResults, setSearchResults] = useState<SearchResult[]>();
  // CUSTOM CODE
  const [queryError, setQueryError] = useState<string>();
  // CUSTOM CODE END
  const versionUrl = `${baseUrl}${searchVersion}`;
  const pageTitle = useMemo(
    () =>
      searchQuery
        ? translate(
            {
              id: 'theme.SearchPage.existingResultsTitle',
              message: 'Search results for "{query}"',
              description: 'The search page title for non-empty query',
            },
            {query: searchQuery},
          )
        : translate({
            id: 'theme.SearchPage.emptyResultsTitle',
            message: 'Search the documentation',
            description: 'The search page title for empty query',
          }),
    [searchQuery],
  );

  useEffect(() => {
    updateSearchPath(searchQuery);
    // CUSTOM CODE
    if (!searchQuery) {
      setSearchResults(undefined);
      setQueryError(undefined);
      return undefined;
    }
    let isCurrent = true;
    runQuery(versionUrl, searchQuery).then(
      (results) => {
        if (!isCurrent) return;
        setQueryError(undefined);
        setSearchResults(results);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setSearchResults(undefined);
        setQueryError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      isCurrent = false;
    };
    // CUSTOM CODE END
    // `updateSearchPath` should not be in the deps, otherwise will cause call stack overflow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchQuery, versionUrl]);

  const handleSearchInputChange = useCallback((e: React.ChangeEvent<HTMLInputElement>) => {
    setSearchQuery(e.target.value);
  }, []);

  useEffect(() => {
    if (searchValue && searchValue !== searchQuery) {
      setSearchQuery(searchValue);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchValue]);

  const [searchWorkerReady, setSearchWorkerReady] = useState(false);
  useEffect(() => {
    fetchIndexesByWorker(versionUrl, '', {prefetch: false}).then(() => setSearchWorkerReady(true));
  }, [versionUrl]);

  return (
    <>
      <Head>
        {/* CUSTOM CODE: the plugin marked this page noindex (facebook/docusaurus#3233). It is
            indexable instead, so that a search engine may list the site's search page: every
            ?q= variant carries the canonical URL of /search (set by Docusaurus from the path),
            and the sitemap leaves it out, so result pages are not indexed one by one. */}
        <meta
          name="description"
          content={`Search the ${siteTitle} documentation, with the query syntax for fields, required and excluded words, wildcards and typos.`}
        />
        {/* CUSTOM CODE END */}
        <title>{pageTitle}</title>
      </Head>

      {/* CUSTOM CODE: the results area keeps the footer below the fold while results load,
          so they do not push it down (layout shift). */}
      {/* CUSTOM CODE: <main>, the page's main landmark (the stock page has none). */}
      <main className={`container margin-vert--lg ${styles.searchPage}`}>
        <h1>{pageTitle}</h1>

        <input
          type="search"
          name="q"
          className={styles.searchQueryInput}
          aria-label="Search"
          aria-describedby={queryError ? 'search-query-error' : undefined}
          aria-invalid={queryError ? true : undefined}
          onChange={handleSearchInputChange}
          value={searchQuery}
          autoComplete="off"
          autoFocus
        />
        {/* CUSTOM CODE */}
        <SyntaxHelp />

        {queryError && (
          <div id="search-query-error" className="alert alert--warning" role="alert">
            <strong>This search could not be read:</strong> {queryError}. Check the syntax below the
            search box, or search for plain words.
          </div>
        )}
        {/* CUSTOM CODE END */}

        {!searchWorkerReady && searchQuery && !queryError && (
          <div>
            <LoadingRing />
          </div>
        )}

        {searchResults &&
          (searchResults.length > 0 ? (
            <p>
              {/* CUSTOM CODE: the true count, or "100+" when the page shows the first 100 */}
              {selectMessage(
                Math.min(searchResults.length, PAGE_RESULT_LIMIT),
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 document found|{count} documents found',
                    description: 'Pluralized label for "{count} documents found".',
                  },
                  {
                    count:
                      searchResults.length > PAGE_RESULT_LIMIT
                        ? `${PAGE_RESULT_LIMIT}+`
                        : searchResults.length,
                  },
                ),
              )}
              {/* CUSTOM CODE END */}
            </p>
          ) : process.env.NODE_ENV === 'production' ? (
            <p>
              {translate({
                id: 'theme.SearchPage.noResultsText',
                message: 'No documents were found',
                description: 'The paragraph for empty search result',
              })}
            </p>
          ) : (
            <p>
              The search index is only available in a production build (npm run build, then npm run
              serve).
            </p>
          ))}

        <section>
          {searchResults?.slice(0, PAGE_RESULT_LIMIT).map((item) => (
            <SearchResultItem key={item.document.i} searchResult={item} />
          ))}
        </section>
      </main>
    </>
  );
}

// CUSTOM CODE
/** Characters of a hit's text shown on the page. */
const HIT_TEXT_LENGTH = 100;

/**
 * The hit's text as HTML, search terms marked. The plugin's highlightStemmed reads the first
 * matched position and throws on a hit without one: a query of excluded words only ("-agent")
 * matches every other document, with no position to show.
 */
function highlightHit(text: string, metadata: SearchResult['metadata'], tokens: string[]): string {
  const positions = getStemmedPositions(metadata, 't');
  if (positions.length > 0) return highlightStemmed(text, positions, tokens, HIT_TEXT_LENGTH);
  return highlight(
    text.length > HIT_TEXT_LENGTH ? `${text.slice(0, HIT_TEXT_LENGTH)}…` : text,
    tokens,
  );
}
// CUSTOM CODE END

function SearchResultItem({
  searchResult: {document, type, page, tokens, metadata},
}: {
  searchResult: SearchResult;
}): ReactNode {
  const isTitle = type === DocumentType.Title;
  const isKeywords = type === DocumentType.Keywords;
  const isDescription = type === DocumentType.Description;
  const isDescriptionOrKeywords = isDescription || isKeywords;
  const isTitleRelated = isTitle || isDescriptionOrKeywords;
  const isContent = type === DocumentType.Content;
  const pathItems = ((isTitle ? document.b : page ? page.b : undefined) ?? []).slice();
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? '';
  // CUSTOM CODE: a section's result leads with its page's title ("Single server installation ›
  // Troubleshooting"), since many sections share generic headings; the trail keeps the path.
  const pageTitle = !isTitleRelated && page && page.t !== articleTitle ? page.t : undefined;
  // CUSTOM CODE END
  let search = '';
  if (Mark && tokens.length > 0) {
    const params = new URLSearchParams();
    for (const token of tokens) {
      params.append('_highlight', token);
    }
    search = `?${params.toString()}`;
  }
  return (
    <article className={styles.searchResultItem}>
      <h2>
        <Link
          to={document.u + search + (document.h || '')}
          dangerouslySetInnerHTML={{
            __html:
              (pageTitle ? `${escapeHtml(pageTitle)} › ` : '') +
              (isContent || isDescriptionOrKeywords
                ? highlight(articleTitle, tokens)
                : highlightHit(articleTitle, metadata, tokens)),
          }}
        />
      </h2>
      {pathItems.length > 0 && (
        <p className={styles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>
      )}
      {(isContent || isDescription) && (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{
            __html: highlightHit(document.t, metadata, tokens),
          }}
        />
      )}
    </article>
  );
}
