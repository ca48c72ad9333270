/**
 * A code block highlighted at build time: the lines' HTML comes from the build
 * (rehypeHighlight.ts) and is set as it is, so the browser neither tokenizes nor builds a
 * React element per token. The title, line numbers and highlighted ranges come from the
 * block's metastring, read by the classic theme's own parser, and the classic theme's copy and
 * word-wrap buttons work as on any block.
 *
 * The colours are a stylesheet for both colour modes (the plugin's tokens.css), not inline
 * styles of the current mode, so the block needs no second render once the page knows its
 * colour mode (the classic CodeBlock re-mounts every block after hydration for that).
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@site/src/internals/themeCommon';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';

import {useDeployment} from '@site/src/plugins/deployment/client/store';
import {fillHighlightedHtml, fillMarkedText} from '@site/src/plugins/deployment/client/values';

import {CODE_BLOCK_CLASS} from '../../../className';
import styles from './styles.module.css';

export interface Props extends Omit<CodeBlockProps, 'children'> {
  /** The block's text as written (a fenced block's text ends with a line break). */
  readonly code: string;
  /** The HTML of each line of the text, without that last line break, joined by line breaks. */
  readonly highlighted: string;
  /**
   * The text with marked places for the reader's deployment values (src/plugins/deployment),
   * when the block has any; `code` and `highlighted` then hold the documented defaults.
   */
  readonly deployment?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export default function HighlightedCodeBlock({
  code: codeAsBuilt,
  highlighted: highlightedAsBuilt,
  deployment,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  // The reader's values (after hydration) in what the block shows and what Copy copies.
  const values = useDeployment();
  const code = deployment ? fillMarkedText(deployment, values) : codeAsBuilt;
  const highlighted = deployment
    ? fillHighlightedHtml(highlightedAsBuilt, values)
    : highlightedAsBuilt;
  const metadata = createCodeBlockMetadata({
    code,
    className,
    metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  const numbered = metadata.lineNumbersStart !== undefined;
  const html = highlighted
    .split('\n')
    .map((line, index) => {
      const lineClass = escapeAttribute(
        clsx('token-line', metadata.lineClassNames[index], numbered && styles.codeLine),
      );
      const content = numbered
        ? `<span class="${styles.codeLineNumber}"></span><span class="${styles.codeLineContent}">${line}</span>`
        : line;
      return `<span class="${lineClass}">${content}<br></span>`;
    })
    .join('');
  // React sets innerHTML again whenever this object is a new one, even with the same HTML, and
  // the block re-renders after hydration (the word-wrap check, the buttons): a stable object
  // keeps the lines the server rendered, instead of rebuilding every block's lines and laying
  // out the page again.
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          CODE_BLOCK_CLASS,
          styles.container,
          ThemeClassNames.common.codeBlock,
          metadata.className,
        )}>
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <pre
            ref={wordWrap.codeBlockRef}
            // A keyboard user scrolls a wide block with the arrow keys.
            tabIndex={0}
            className={clsx(
              'prism-code',
              `language-${metadata.language}`,
              styles.pre,
              'thin-scrollbar',
            )}>
            <code
              className={clsx(styles.lines, numbered && styles.numbered)}
              style={
                numbered
                  ? {counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}`}
                  : undefined
              }
              dangerouslySetInnerHTML={innerHtml}
            />
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
