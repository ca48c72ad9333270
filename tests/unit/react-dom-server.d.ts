// The one function of react-dom/server the unit tests use (the project has no @types/react-dom).
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToStaticMarkup(element: ReactNode): string;
}
