import type {Element, ElementContent, Root} from 'hast';
import {describe, expect, it} from 'vitest';

import taskListLabels from '../../src/markdown/taskListLabels';

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (
  tagName: string,
  children: ElementContent[] = [],
  properties: Element['properties'] = {},
): Element => ({type: 'element', tagName, properties, children});
const checkbox = () => element('input', [], {type: 'checkbox', checked: false, disabled: true});
const item = (children: ElementContent[]) =>
  element('li', children, {className: ['task-list-item']});

function run(children: ElementContent[]): Root {
  const tree: Root = {type: 'root', children: [element('ul', children)]};
  taskListLabels()(tree);
  return tree;
}

/** The tree as compact HTML-like text, enough to compare structure. */
function html(node: Root | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'root')
    return node.children.map((child) => html(child as ElementContent)).join('');
  if (node.type !== 'element') return '';
  return `<${node.tagName}>${node.children.map(html).join('')}</${node.tagName}>`;
}

describe('task list labels', () => {
  it('wraps the checkbox and the first line of a tight item in a label', () => {
    const tree = run([
      item([
        checkbox(),
        text(' Read the '),
        element('a', [text('release notes')]),
        text('.'),
        element('ul', [element('li', [text('nested')])]),
      ]),
    ]);
    expect(html(tree)).toBe(
      '<ul><li><label><input></input> Read the <a>release notes</a>.</label><ul><li>nested</li></ul></li></ul>',
    );
  });

  it('wraps the checkbox inside the first paragraph of a loose item', () => {
    const tree = run([
      item([
        text('\n'),
        element('p', [checkbox(), text(' Back up the database.')]),
        element('p', [text('Keep a copy elsewhere.')]),
      ]),
    ]);
    expect(html(tree)).toBe(
      '<ul><li>\n<p><label><input></input> Back up the database.</label></p><p>Keep a copy elsewhere.</p></li></ul>',
    );
  });

  it('leaves ordinary list items and checkboxes after text alone', () => {
    const plain = run([element('li', [checkbox(), text(' not a task item')])]);
    expect(html(plain)).toBe('<ul><li><input></input> not a task item</li></ul>');
    const late = run([item([text('Text first '), checkbox()])]);
    expect(html(late)).toBe('<ul><li>Text first <input></input></li></ul>');
  });
});
