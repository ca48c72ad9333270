/**
 * Wraps the MDX components (@theme-original: the classic theme's, with the version mark that
 * src/plugins/versionMarks registers): Markdown tables render as ScrollableTable, which a keyboard
 * user can scroll when the table is wider than the page.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
