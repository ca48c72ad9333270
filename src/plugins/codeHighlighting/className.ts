/**
 * The class of a code block highlighted at build time: the token stylesheet (index.ts) is
 * scoped to it and theme/CodeBlock/Highlighted sets it.
 */
export const CODE_BLOCK_CLASS = 'highlighted-code-block';
