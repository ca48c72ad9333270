/**
 * Adapter (reviewed against @docusaurus/plugin-content-docs 3.9.2): the docs plugin's function
 * that turns a loaded version into the props its pages receive, which the not-found pages of each
 * tree need to render inside that tree (src/plugins/notFound). The package exports it only from
 * lib/props.js; a public export would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export {toVersionMetadataProp} from '@docusaurus/plugin-content-docs/lib/props.js';
