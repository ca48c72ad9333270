import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {codeHighlighting as config} from '../../config/prism';
import {codeHighlightingOptions} from '../../src/plugins/codeHighlighting/options';
import {blend, contrast, readableOn} from '../../src/plugins/codeHighlighting/accessibleTheme';

/** The options docusaurus.config.ts gives the plugin, its rehype step and the classic theme. */
const codeHighlighting = codeHighlightingOptions(config);
const {
  lightTheme: prismLightTheme,
  darkTheme: prismDarkTheme,
  highlightedLineBackground,
} = codeHighlighting;

const rgb = (color: string) =>
  (/rgb\((\d+), (\d+), (\d+)\)/.exec(color) ?? []).slice(1).map(Number) as [number, number, number];
const rgbString = (hex: string) => `rgb(${hexRgb(hex).join(', ')})`;
const hexRgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('code block colours', () => {
  it('give every token at least 4.5:1 contrast in both themes', () => {
    for (const theme of [prismLightTheme, prismDarkTheme]) {
      const background = theme.plain.backgroundColor!;
      const bg = background.startsWith('#') ? hexRgb(background) : rgb(background);
      for (const {style, types} of theme.styles) {
        if (!style.color) continue;
        expect(contrast(rgb(style.color), bg), types.join(',')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('give every token 4.5:1 on a highlighted line too, whose tint darkens the background', () => {
    for (const [theme, tint] of [
      [prismLightTheme, highlightedLineBackground.light],
      [prismDarkTheme, highlightedLineBackground.dark],
    ] as const) {
      const background = blend(tint, theme.plain.backgroundColor!);
      expect(background).not.toBe(rgbString(theme.plain.backgroundColor!));
      const bg = rgb(background);
      for (const {style, types} of [...theme.styles, {style: theme.plain, types: ['plain']}]) {
        if (!style.color) continue;
        expect(contrast(rgb(style.color), bg), types.join(',')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draw no token translucent, which would lower its contrast below the colour as written', () => {
    for (const theme of [prismLightTheme, prismDarkTheme]) {
      for (const {style, types} of theme.styles) {
        expect(style.opacity ?? 1, types.join(',')).toBe(1);
      }
    }
  });

  it('leave colours that already pass unchanged and darken the rest until they pass', () => {
    expect(rgb(readableOn('#000000', '#ffffff'))).toEqual([0, 0, 0]);
    const variable = themes.github.styles.find((entry) => entry.types.includes('variable'))!;
    const original = variable.style.color!;
    const background = hexRgb('#f6f8fa');
    const asWritten = original.startsWith('#') ? hexRgb(original) : rgb(original);
    // The stock colour fails on this background; the readable one passes, and is darker.
    expect(contrast(asWritten, background)).toBeLessThan(4.5);
    const readable = rgb(readableOn(original, '#f6f8fa'));
    expect(readable).toHaveLength(3);
    expect(contrast(readable, background)).toBeGreaterThanOrEqual(4.5);
    expect(readable.reduce((a, b) => a + b)).toBeLessThan(asWritten.reduce((a, b) => a + b));
  });
});

describe('the contrast formula, against published WCAG ratios', () => {
  // Ratios as WCAG 2 defines them, published for these pairs by WebAIM's contrast checker and the
  // WCAG techniques (G18, G17): an independent reference, so that a wrong formula cannot pass
  // both the highlighting code and the browser tests that use it.
  const hex = (value: string): [number, number, number] =>
    [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
  it.each([
    ['000000', 'ffffff', 21],
    ['767676', 'ffffff', 4.54],
    ['595959', 'ffffff', 7.0],
    ['0000ff', 'ffffff', 8.59],
    ['ff0000', 'ffffff', 4.0],
    ['008000', 'ffffff', 5.14],
    ['ffffff', '333333', 12.63],
  ])('#%s on #%s is %s:1', (foreground, background, ratio) => {
    expect(Math.abs(contrast(hex(foreground), hex(background)) - ratio)).toBeLessThan(0.01);
  });
});
