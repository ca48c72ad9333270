/**
 * Rehype plugin: the checkbox of a Markdown task list item (`- [ ] Take a backup`) gets the
 * item's text as its label.
 *
 * GitHub-flavoured Markdown draws each item as a bare, disabled checkbox followed by the text.
 * A checkbox without a label is announced as "checkbox, not checked" with nothing to say what
 * it is about (WCAG 1.3.1 and 4.1.2; axe rule `label`). Here the checkbox and the text that
 * follows it on the item's first line are wrapped in a <label>, so that a screen reader reads
 * them as one control; nested lists and later paragraphs stay outside the label.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

/** Elements that end the label: block content after the item's first line. */
const BLOCK_ELEMENTS = new Set(['ul', 'ol', 'p', 'div', 'pre', 'blockquote', 'table']);

function classNames(element: Element): string[] {
  const value = element.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

function isCheckbox(node: ElementContent): node is Element {
  return (
    node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox'
  );
}

/** Wraps the checkbox at the start of `container` and the inline content after it. */
function wrapInLabel(container: Element): boolean {
  const index = container.children.findIndex(isCheckbox);
  if (index === -1) return false;
  const before = container.children.slice(0, index);
  // Only whitespace may come before the checkbox.
  if (before.some((node) => node.type !== 'text' || node.value.trim() !== '')) return false;
  let end = index + 1;
  while (end < container.children.length) {
    const node = container.children[end];
    if (node.type === 'element' && BLOCK_ELEMENTS.has(node.tagName)) break;
    end += 1;
  }
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: container.children.slice(index, end),
  };
  container.children.splice(index, end - index, label);
  return true;
}

export default function taskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li' || !classNames(node).includes('task-list-item')) return;
      if (wrapInLabel(node)) return;
      // In a loose list the checkbox sits in the item's first paragraph.
      const paragraph = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'p',
      );
      if (paragraph) wrapInLabel(paragraph);
    });
  };
}
