// CUSTOM CODE
/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.55.3,
 * dist/client/client/theme/SearchPage/SearchPage.jsx, in its formatting (Prettier skips this
 * folder), so that an upgrade can be diffed against the new original. TypeScript types are
 * added; every other change sits between CUSTOM CODE markers.
 * Why: the plugin's page runs every query through its own tokenizer, so the query syntax of the
 * spec (field:term, +required, -prohibited, term~N, term^N, wildcards) had no effect and a
 * malformed query failed silently. The query now runs in the site's search worker
 * (src/plugins/search), which reads the syntax with lunr's parser and answers with the results
 * or the parse error, shown to the reader. The search-context selector is left out: this site
 * uses no search contexts. The page is indexable, with /search as its canonical URL.
 */
// CUSTOM CODE END
import React, { useCallback, useEffect, useMemo, useState } from "react";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import { translate } from "@docusaurus/Translate";
import { usePluralForm } from "@docusaurus/theme-common";
// CUSTOM CODE: the package's internal modules through the site's adapters (src/internals)
import { LoadingRing, useSearchQuery } from "../../internals/searchLocalTheme";
import { SearchDocumentType } from "../../internals/searchLocalConstants";
import { concatDocumentPath, escapeHtml, highlight, Mark } from "../../internals/searchLocalHighlight";
// CUSTOM CODE END
import styles from "./SearchPage.module.css";
// CUSTOM CODE
import { fetchIndexesByWorker } from "@site/src/plugins/search/client/searchByWorker";
import { highlightHit, PAGE_RESULT_LIMIT, QUERY_ERROR_ID, QueryError, QuerySyntaxError, resultCount, runQuery, SyntaxHelp, UnknownVersion, useSearchVersion, } from "@site/src/plugins/search/client/resultsPage";
import type { SearchResult } from "@site/src/plugins/search/query/advancedQuery";
// CUSTOM CODE END
export default function SearchPage() {
    return (<Layout>
      <SearchPageContent />
    </Layout>);
}
function SearchPageContent() {
    // CUSTOM CODE: the site's title, for the page description
    const { siteConfig: { baseUrl, title: siteTitle }, } = useDocusaurusContext();
    // CUSTOM CODE END
    const { selectMessage } = usePluralForm();
    const { searchValue, searchVersion, updateSearchPath, } = useSearchQuery();
    const [searchQuery, setSearchQuery] = useState(searchValue);
    const [searchResults, setSearchResults] = useState<SearchResult[]>();
    // CUSTOM CODE
    const [queryError, setQueryError] = useState<unknown>();
    const isSyntaxError = queryError instanceof QuerySyntaxError;
    // A version the site does not have searches the latest release, and says so.
    const { version, unknown: unknownVersion } = useSearchVersion(searchVersion);
    const versionUrl = `${baseUrl}${version}`;
    // CUSTOM CODE END
    const pageTitle = useMemo(() => searchQuery
        ? translate({
            id: "theme.SearchPage.existingResultsTitle",
            message: 'Search results for "{query}"',
            description: "The search page title for non-empty query",
        }, {
            query: searchQuery,
        })
        : translate({
            id: "theme.SearchPage.emptyResultsTitle",
            message: "Search the documentation",
            description: "The search page title for empty query",
        }), [searchQuery]);
    useEffect(() => {
        updateSearchPath(searchQuery);
        // CUSTOM CODE: the query runs in our worker, which answers with the results or the parse
        // error; an answer that comes after the next query started is dropped.
        if (!searchQuery) {
            setSearchResults(undefined);
            setQueryError(undefined);
            return undefined;
        }
        let isCurrent = true;
        runQuery(versionUrl, searchQuery).then((results) => {
            if (!isCurrent) return;
            setQueryError(undefined);
            setSearchResults(results);
        }, (error: unknown) => {
            if (!isCurrent) return;
            setSearchResults(undefined);
            setQueryError(error);
        });
        return () => {
            isCurrent = false;
        };
        // CUSTOM CODE END
        // `updateSearchPath` should not be in the deps,
        // otherwise will cause call stack overflow.
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
        // CUSTOM CODE: no search contexts; the version may not exist, so the worker fetches
        // the index itself. A failed load ends the loading ring too: the query, which waits for
        // the same load, reports the failure.
        const ready = () => setSearchWorkerReady(true);
        fetchIndexesByWorker(versionUrl, "", { prefetch: false }).then(ready, ready);
        // CUSTOM CODE END
    }, [versionUrl]);
    return (<React.Fragment>
      <Head>
        {/* CUSTOM CODE: the plugin marked this page noindex (facebook/docusaurus#3233). It is
            indexable instead, so that a search engine may list the site's search page: every
            ?q= variant carries the canonical URL of /search (set by Docusaurus from the path),
            and the sitemap leaves it out, so result pages are not indexed one by one. */}
        <meta name="description" content={`Search the ${siteTitle} documentation, with the query syntax for fields, required and excluded words, wildcards and typos.`}/>
        {/* CUSTOM CODE END */}
        <title>{pageTitle}</title>
      </Head>

      {/* CUSTOM CODE: <main>, the page's main landmark (the stock page has none); its minimum
          height keeps the footer below the fold while results load (no layout shift). */}
      <main className={`container margin-vert--lg ${styles.searchPage}`}>
      {/* CUSTOM CODE END */}
        <h1>{pageTitle}</h1>

        {/* CUSTOM CODE: no search-context column; the box names the parse error; the syntax
            help and the parse error follow it */}
        <input type="search" name="q" className={styles.searchQueryInput} aria-label="Search" aria-describedby={queryError !== undefined ? QUERY_ERROR_ID : undefined} aria-invalid={isSyntaxError ? true : undefined} onChange={handleSearchInputChange} value={searchQuery} autoComplete="off" autoFocus/>
        <SyntaxHelp />
        {unknownVersion !== undefined && <UnknownVersion name={unknownVersion}/>}
        {queryError !== undefined && <QueryError error={queryError}/>}
        {/* CUSTOM CODE END */}

        {/* CUSTOM CODE: no loading ring under a parse error */}
        {!searchWorkerReady && searchQuery && queryError === undefined && (<div>
        {/* CUSTOM CODE END */}
            <LoadingRing />
          </div>)}

        {searchResults &&
            (searchResults.length > 0 ? (<p>
              {/* CUSTOM CODE: the true count, or "100+" when the page shows the first 100 */}
              {selectMessage(Math.min(searchResults.length, PAGE_RESULT_LIMIT), translate({
                    id: "theme.SearchPage.documentsFound.plurals",
                    message: "1 document found|{count} documents found",
                    description: 'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                }, { count: resultCount(searchResults) }))}
              {/* CUSTOM CODE END */}
            </p>) : process.env.NODE_ENV === "production" ? (<p>
              {translate({
                    id: "theme.SearchPage.noResultsText",
                    message: "No documents were found",
                    description: "The paragraph for empty search result",
                })}
            </p>) : (<p>
              ⚠️ The search index is only available when you run docusaurus
              build!
            </p>))}

        <section>
          {/* CUSTOM CODE: the first PAGE_RESULT_LIMIT results */}
          {searchResults &&
            searchResults.slice(0, PAGE_RESULT_LIMIT).map((item) => (<SearchResultItem key={item.document.i} searchResult={item}/>))}
          {/* CUSTOM CODE END */}
        </section>
      </main>
    </React.Fragment>);
}
function SearchResultItem({ searchResult: { document, type, page, tokens, metadata }, }: { searchResult: SearchResult; }) {
    const isTitle = type === SearchDocumentType.Title;
    const isKeywords = type === SearchDocumentType.Keywords;
    const isDescription = type === SearchDocumentType.Description;
    const isDescriptionOrKeywords = isDescription || isKeywords;
    const isTitleRelated = isTitle || isDescriptionOrKeywords;
    const isContent = type === SearchDocumentType.Content;
    // CUSTOM CODE: a hit of the query syntax may have no page (a heading whose page did not
    // match); a section's result leads with its page's title ("Single server installation ›
    // Troubleshooting") instead of ending the trail with it, since many sections share generic
    // headings
    const pathItems = ((isTitle ? document.b : page ? page.b : undefined) ?? []).slice();
    const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? "";
    const pageTitle = !isTitleRelated && page && page.t !== articleTitle ? page.t : undefined;
    // CUSTOM CODE END
    let search = "";
    if (Mark && tokens.length > 0) {
        const params = new URLSearchParams();
        for (const token of tokens) {
            params.append("_highlight", token);
        }
        search = `?${params.toString()}`;
    }
    return (<article className={styles.searchResultItem}>
      <h2>
        {/* CUSTOM CODE: the page's title first; highlightHit also shows a hit without a matched
            position (a query of excluded words only) */}
        <Link to={document.u + search + (document.h || "")} dangerouslySetInnerHTML={{
            __html: (pageTitle ? `${escapeHtml(pageTitle)} › ` : "") +
                (isContent || isDescriptionOrKeywords
                    ? highlight(articleTitle, tokens)
                    : highlightHit(articleTitle, metadata, tokens)),
        }}></Link>
        {/* CUSTOM CODE END */}
      </h2>
      {pathItems.length > 0 && (<p className={styles.searchResultItemPath}>
          {concatDocumentPath(pathItems)}
        </p>)}
      {/* CUSTOM CODE: highlightHit, as above */}
      {(isContent || isDescription) && (<p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{
                __html: highlightHit(document.t, metadata, tokens),
            }}/>)}
      {/* CUSTOM CODE END */}
    </article>);
}
