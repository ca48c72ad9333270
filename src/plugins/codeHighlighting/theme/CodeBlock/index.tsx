/**
 * Code blocks. A fenced block arrives highlighted from the build (rehypeHighlight.ts gives its
 * `code` element the HTML of its lines) and renders as given (CodeBlock/Highlighted). Any other
 * block, such as one with magic comments or one a component writes, is the classic theme's
 * CodeBlock, which highlights with Prism; Prism then loads with it, on the pages that have one.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

import HighlightedCodeBlock from './Highlighted';

const PrismCodeBlock = lazy(() => import('../../client/PrismCodeBlock'));

export default function CodeBlock(
  props: Props & {highlighted?: string; deployment?: string},
): ReactNode {
  const {highlighted, deployment, ...rest} = props;
  if (typeof highlighted === 'string' && typeof rest.children === 'string') {
    return (
      <HighlightedCodeBlock
        {...rest}
        code={rest.children}
        highlighted={highlighted}
        deployment={deployment}
      />
    );
  }
  // Until Prism arrives (after a client-side navigation): the text, unhighlighted.
  const plain = (
    <pre className="thin-scrollbar" tabIndex={0}>
      <code>{rest.children}</code>
    </pre>
  );
  return (
    <Suspense fallback={plain}>
      <PrismCodeBlock {...rest} />
    </Suspense>
  );
}
