/**
 * Code blocks. A fenced block arrives highlighted from the build (rehypeHighlight.ts gives its
 * `code` element the HTML of its lines) and renders as given (CodeBlock/Highlighted). Any other
 * block, such as one with magic comments or one a component writes, is the classic theme's
 * CodeBlock, which highlights with Prism; Prism then loads with it, on the pages that have one.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

import {useDeployment} from '@site/src/plugins/deployment/client/store';
import {fillMarkedText} from '@site/src/plugins/deployment/client/values';

import HighlightedCodeBlock from './Highlighted';

const PrismCodeBlock = lazy(() => import('../../client/PrismCodeBlock'));

export default function CodeBlock({
  highlighted,
  deployment,
  ...props
}: Props & {highlighted?: string; deployment?: string}): ReactNode {
  const values = useDeployment();
  if (typeof highlighted === 'string' && typeof props.children === 'string') {
    return (
      <HighlightedCodeBlock
        {...props}
        code={props.children}
        highlighted={highlighted}
        deployment={deployment}
      />
    );
  }
  // A block the browser highlights shows the reader's deployment values too (src/plugins/deployment).
  const children = deployment ? fillMarkedText(deployment, values) : props.children;
  // Until Prism arrives (after a client-side navigation): the text, unhighlighted.
  const plain = (
    <pre className="thin-scrollbar" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
  return (
    <Suspense fallback={plain}>
      <PrismCodeBlock {...props}>{children}</PrismCodeBlock>
    </Suspense>
  );
}
