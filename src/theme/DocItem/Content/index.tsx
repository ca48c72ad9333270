/**
 * Wraps @theme-original/DocItem/Content (@docusaurus/theme-classic 3.9.2) to put "Copy page"
 * and "Ask KasmGPT" (src/plugins/markdownExport/client/PageActions) at the top of every doc page. Rendered before
 * the original, the actions sit at the right end of the breadcrumbs' row on wide screens and
 * take their own row above the title on narrow ones (see their styles).
 */
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import PageActions from '@site/src/plugins/markdownExport/client/PageActions';
import {markdownUrlOf} from '@site/src/plugins/markdownExport/client/markdownUrl';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions key={metadata.permalink} markdownUrl={markdownUrlOf(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
