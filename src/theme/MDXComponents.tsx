/**
 * Wraps the MDX components (@theme-original: the classic theme's, with the version mark that
 * src/plugins/versionMarks registers): Markdown tables render as ScrollableTable, which a keyboard
 * user can scroll when the table is wider than the page, and the reader's deployment values, which
 * the build writes as DeploymentValue and DeploymentCode elements (src/plugins/deployment), are registered.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';
import DeploymentCode from '@site/src/plugins/deployment/theme/DeploymentCode';
import DeploymentValue from '@site/src/plugins/deployment/theme/DeploymentValue';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  DeploymentValue,
  DeploymentCode,
};
