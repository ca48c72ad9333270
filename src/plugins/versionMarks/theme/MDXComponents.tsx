/**
 * Registers the version mark as an MDX component, on top of the classic theme's components
 * (@theme-init). The site's own src/theme/MDXComponents.tsx wraps this one (@theme-original).
 */
import MDXComponents from '@theme-init/MDXComponents';

import VersionMark from './VersionMark';

export default {...MDXComponents, VersionMark};
