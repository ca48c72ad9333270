/**
 * The version marks' Docusaurus plugin: its theme folder holds the mark (`@theme/VersionMark`)
 * and registers it as an MDX component (`theme/MDXComponents.tsx`, wrapping the classic theme's),
 * so that the `<VersionMark>` elements the remark step (./remarkVersionMarks.ts, in the docs
 * plugin's `remarkPlugins`) puts on develop pages render. See ./README.md.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function versionMarksPlugin(): Plugin {
  return {
    name: 'version-marks',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
