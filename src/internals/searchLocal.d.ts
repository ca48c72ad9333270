// Types for the internal modules of @easyops-cn/docusaurus-search-local that the adapters of this
// folder import (the package ships no declarations for them).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath(value: string): void;
    updateSearchContext(value: string): void;
    generateSearchPageLink(value: string): string;
  };
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(
    content: string,
    positions: [start: number, length: number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  /** Start and length of each match of `field`, in order; empty when nothing matched there. */
  export function getStemmedPositions(
    metadata: unknown,
    field: string,
  ): [start: number, length: number][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactNode} from 'react';

  export default function LoadingRing(): ReactNode;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath' {
  export function concatDocumentPath(items: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const Mark: unknown;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchIndexUrl: string;
  export const language: string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml' {
  export function escapeHtml(unsafe: string): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  import type lunr from 'lunr';
  /** The query variants the plugin runs for the tokens, most exact first. */
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {
    tokens: string[];
    term: {
      value: string;
      presence: lunr.Query.presence;
      wildcard: lunr.Query.wildcard;
      editDistance?: number;
    }[];
  }[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: {type: number; page?: unknown}[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: {type: number; page?: unknown}[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces' {
  export enum SearchDocumentType {
    Title = 0,
    Heading = 1,
    Description = 2,
    Keywords = 3,
    Content = 4,
    AskAI = 5,
  }
}

declare module 'mark.js/dist/mark.min.js' {
  /** mark.js 8 (UMD): the constructor, used through src/plugins/search/client/lazyMark.ts. */
  const Mark: unknown;
  export default Mark;
}
