/**
 * Wraps @theme-original/DocItem/Metadata (@docusaurus/theme-classic 3.9.2) to announce the
 * page's Markdown version in the head: <link rel="alternate" type="text/markdown">. Tools that
 * fetch a page can follow it instead of parsing the HTML. The address comes from the same rule
 * as the published files and Copy page (src/plugins/markdownExport/client/markdownUrl.ts).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

import {markdownUrlOf} from '@site/src/plugins/markdownExport/client/markdownUrl';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrlOf(metadata.permalink)} />
      </Head>
    </>
  );
}
