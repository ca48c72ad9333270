/**
 * Wraps @theme-original/Mermaid in a scroll container: on a narrow screen a diagram keeps a
 * readable size and scrolls sideways instead of shrinking its labels to a few pixels. The
 * container takes keyboard focus so that it can be scrolled without a pointer.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';

import styles from './styles.module.css';

export default function MermaidWrapper(props: ComponentProps<typeof Mermaid>): ReactNode {
  return (
    // mermaid-frame: where the PDF manual (scripts/pdf.mjs) draws the diagram, which the built
    // HTML leaves empty.
    <div
      className={clsx(styles.scroller, 'mermaid-frame')}
      tabIndex={0}
      role="group"
      aria-label="Diagram">
      <Mermaid {...props} />
    </div>
  );
}
