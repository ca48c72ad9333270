/**
 * The classic theme's CodeBlock with Prism and the additional languages of config/prism.ts, for
 * a block the build did not highlight (one with magic comments, or one a React component
 * writes). theme/CodeBlock loads this module only when such a block renders.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ClassicCodeBlock from '@theme-init/CodeBlock';

prismIncludeLanguages(Prism);

export default ClassicCodeBlock as (props: Props) => ReactNode;
