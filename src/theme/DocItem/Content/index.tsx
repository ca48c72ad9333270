/**
 * Ejected from @docusaurus/theme-classic 3.9.2 (DocItem/Content), with DocItem/Layout: the page's
 * title comes first, right under the breadcrumbs, and the page's tools follow it: the version
 * badge with "Copy page", "Ask KasmGPT" (src/plugins/markdownExport/client/PageActions) and "Your
 * deployment" (src/plugins/deployment), then
 * "On this page" on narrow screens. The stock order put those three rows above the title, so on a
 * phone the first screen was chrome. On wide screens the actions sit at the right end of the
 * breadcrumbs' row (their styles), and the table of contents is in its own column.
 *
 * The title keeps the stock markup (`.markdown > header > h1`, so its style is unchanged) in a
 * block of its own, before the tools; the page's Markdown follows in `.theme-doc-markdown`.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import type {Props} from '@theme/DocItem/Content';

// CUSTOM CODE
import PageActions from '@site/src/plugins/markdownExport/client/PageActions';
import DeploymentPanel from '@site/src/plugins/deployment/theme/DeploymentPanel';
import ReleaseNotice from '@site/src/plugins/deployment/theme/ReleaseNotice';
import {useDeployment} from '@site/src/plugins/deployment/client/store';
import {fillExportedMarkdown} from '@site/src/plugins/deployment/client/values';
import {markdownUrlOf} from '@site/src/plugins/markdownExport/client/markdownUrl';

import styles from './styles.module.css';
// CUSTOM CODE END

/**
 * The title the theme adds from the front matter, unless the page hides it or writes its own
 * top-level heading (as stock).
 */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // CUSTOM CODE
  const {metadata, frontMatter, toc} = useDoc();
  const hasTOC = !frontMatter.hide_table_of_contents && toc.length > 0;
  const deployment = useDeployment();
  return (
    <>
      {syntheticTitle && (
        <div className="markdown">
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        </div>
      )}
      <div className={styles.tools}>
        <DocVersionBadge />
        <PageActions
          key={metadata.permalink}
          markdownUrl={markdownUrlOf(metadata.permalink)}
          extraActions={(buttonClassName) => <DeploymentPanel className={buttonClassName} />}
          prepareCopy={(markdown) => fillExportedMarkdown(markdown, deployment)}
        />
      </div>
      <ReleaseNotice />
      {hasTOC && <DocItemTOCMobile />}
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
  // CUSTOM CODE END
}
