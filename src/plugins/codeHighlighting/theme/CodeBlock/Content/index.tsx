/**
 * Wraps the classic theme's CodeBlock/Content (@theme-init: the original under this plugin's
 * wrapper), the one theme component that highlights code, so that Prism and the additional
 * languages of config/prism.ts load with the first code block instead of with every page (the
 * plugin removes the stock client module that registered them at startup).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent;
