/**
 * Adapter (reviewed against @docusaurus/theme-common 3.9.2): hooks of the classic theme that
 * @docusaurus/theme-common exports only from its `internal` entry point, for the site's code block
 * (src/plugins/codeHighlighting/theme/CodeBlock/Highlighted) and announcement bar
 * (src/theme/AnnouncementBar). Docusaurus may change them in any release; their move to the public
 * entry point would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useAnnouncementBar,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
