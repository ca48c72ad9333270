/**
 * The table of Markdown pages. Infima lets a table wider than the page scroll sideways inside
 * it; a region that scrolls must take keyboard focus, or a keyboard user cannot reach the
 * columns beyond its edge (WCAG 2.1.1, axe rule scrollable-region-focusable). The table joins
 * the tab order only while it is wider than its box, so narrow tables add no tab stop.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const tableRef = useRef<HTMLTableElement>(null);
  const [isScrollable, setIsScrollable] = useState(false);

  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    const measure = () => setIsScrollable(table.scrollWidth > table.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table ref={tableRef} {...props} tabIndex={isScrollable ? 0 : undefined} />;
}
