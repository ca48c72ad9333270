/**
 * Code highlighting (src/plugins/codeHighlighting): the colour themes, raised to a readable
 * contrast, and the languages Prism registers besides its defaults.
 */
import {themes} from 'prism-react-renderer';

import {accessibleTheme} from '../src/plugins/codeHighlighting/accessibleTheme';

export const prismLightTheme = accessibleTheme(themes.github);
export const prismDarkTheme = accessibleTheme(themes.dracula);

export const prismAdditionalLanguages = [
  'bash',
  'powershell',
  'nginx',
  'ini',
  'docker',
  'sql',
  'diff',
  'toml',
];
