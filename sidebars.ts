/**
 * The one sidebar (tutorialSidebar) of the develop tree, in the manual's reading order.
 * The latest tree's copy is versioned_sidebars/version-1.18.0-sidebars.json, written by
 * `npm run sidebars:sync` (a unit test fails when it is out of date).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {buildTutorialSidebar} from './src/sidebar/tutorialSidebar';

const sidebars = {
  tutorialSidebar: buildTutorialSidebar({isDevelop: true}),
} satisfies SidebarsConfig;

export default sidebars;
