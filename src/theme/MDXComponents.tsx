/**
 * Wraps @docusaurus/theme-classic's MDXComponents (3.9.2): Markdown tables render as
 * ScrollableTable, which a keyboard user can scroll when the table is wider than the page.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
