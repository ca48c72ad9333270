/**
 * Wraps @docusaurus/theme-classic's MDXComponents (3.9.2): Markdown tables render as
 * ScrollableTable, which a keyboard user can scroll when the table is wider than the page, and
 * the develop tree's version marks (src/plugins/versionMarks) render as VersionMark.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';
import VersionMark from '@site/src/components/VersionMark';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  VersionMark,
};
