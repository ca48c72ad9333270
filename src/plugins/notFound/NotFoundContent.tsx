/**
 * The not-found page's content: the address asked for, the pages closest to it in its
 * documentation tree (./closestPages.ts, matched against /site-pages.json, which ./index.ts
 * writes at build time), a search box filled with the address's words, and the tree's sections.
 *
 * The static 404.html is the same for every address, so everything that depends on the address
 * is rendered after hydration; without JavaScript the page still says what happened and offers
 * the search form and the way home.
 */
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

import {searchVersionParam} from '../search/searchVersion';
import {askedWords, closestPages, treeOf, type ListedTree} from './closestPages';
import styles from './styles.module.css';

/** Until the list arrives (one array, so hooks that depend on it do not run again). */
const NO_TREES: ListedTree[] = [];

type Loaded = {state: 'loading'} | {state: 'failed'} | {state: 'ready'; trees: ListedTree[]};

function useSiteTrees(): Loaded {
  const url = useBaseUrl('/site-pages.json');
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});
  useEffect(() => {
    let current = true;
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<{trees: ListedTree[]}>;
      })
      .then(({trees}) => current && setLoaded({state: 'ready', trees}))
      .catch(() => current && setLoaded({state: 'failed'}));
    return () => {
      current = false;
    };
  }, [url]);
  return loaded;
}

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const loaded = useSiteTrees();
  const searchUrl = useBaseUrl('/search');
  const baseUrl = useBaseUrl('/');
  const docsHome = useBaseUrl('/docs/');
  const trees = loaded.state === 'ready' ? loaded.trees : NO_TREES;
  const tree = treeOf(pathname, trees);
  const suggestions = useMemo(() => closestPages(pathname, trees), [pathname, trees]);
  const searchVersion =
    tree &&
    searchVersionParam(
      {path: tree.path, isLatest: tree.isLatest, pageCount: tree.pages.length},
      baseUrl,
    );
  const sectionsTree = tree && tree.sections.length > 0 ? tree : trees.find((t) => t.isLatest);

  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(askedWords(pathname, treeOf(pathname, trees)).join(' '));
  }, [pathname, trees]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* The docs plugin renders this for unknown addresses under /docs/ without the title the
          site's own not-found page sets. */}
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            {isBrowser ? (
              <>
                There is no page at <code className={styles.address}>{pathname}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved in a new release, or the link that brought you here may be mistyped.
          </p>

          {suggestions.length > 0 && (
            <section aria-labelledby="not-found-suggestions">
              <h2 id="not-found-suggestions">Pages with a similar address</h2>
              <ul>
                {suggestions.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.title}</Link>{' '}
                    <span className={styles.path}>{page.path}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="not-found-search">
            <h2 id="not-found-search">Search the documentation</h2>
            <form action={searchUrl} method="get" role="search" className={styles.search}>
              <input
                aria-labelledby="not-found-search"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className={styles.searchInput}
              />
              {searchVersion && <input type="hidden" name="version" value={searchVersion} />}
              <button type="submit" className={clsx('button', styles.searchButton)}>
                Search
              </button>
            </form>
          </section>

          <section aria-labelledby="not-found-sections">
            <h2 id="not-found-sections">
              {sectionsTree ? `Sections of the ${sectionsTree.label} documentation` : 'Sections'}
            </h2>
            <ul>
              {(sectionsTree?.sections ?? [{path: docsHome, title: 'Documentation home'}]).map(
                (section) => (
                  <li key={section.path}>
                    <Link to={section.path}>{section.title}</Link>
                  </li>
                ),
              )}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
