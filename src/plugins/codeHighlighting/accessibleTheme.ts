/**
 * Readable code block colours. The stock Prism themes have token colours below the WCAG AA
 * contrast of 4.5:1 on their own background (github: 2.6:1 for variables, dracula: 3:1 for
 * comments), so each token colour is darkened (light theme) or lightened (dark theme) until it
 * reaches 4.5:1 on the block's background and on a highlighted line's, which lays a translucent
 * tint over it. Translucent tokens (github draws namespaces at 70 % opacity, 4.48:1) are made
 * opaque, since the contrast is computed for the colour as written.
 */
import type {PrismTheme} from 'prism-react-renderer';

const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const rgb = /rgba?\((\d+),?\s*(\d+),?\s*(\d+)/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return undefined;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The alpha of a colour written as `rgb(r g b / 10%)` or `rgba(r, g, b, 0.1)`; 1 if none. */
function alphaOf(color: string): number {
  const alpha = /[/,]\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (!alpha || !/^rgba?\(/.test(color) || color.split(/[\s,/]+/).length < 4) return 1;
  return Number(alpha[1]) / (alpha[2] ? 100 : 1);
}

/** `overlay`, translucent, laid over the opaque `background`, as `rgb(r, g, b)`. */
export function blend(overlay: string, background: string): string {
  const top = parseColor(overlay);
  const bottom = parseColor(background);
  if (!top || !bottom) return background;
  const alpha = alphaOf(overlay);
  const mixed = bottom.map((value, i) => Math.round(top[i] * alpha + value * (1 - alpha)));
  return `rgb(${mixed.join(', ')})`;
}

/**
 * Moves `color` towards black or white until it reaches MIN_CONTRAST on every one of
 * `backgrounds` (which lie on the same side of mid-grey).
 */
export function readableOn(color: string, ...backgrounds: string[]): string {
  const rgb = parseColor(color);
  const bgs = backgrounds.map(parseColor);
  if (!rgb || bgs.length === 0 || bgs.some((bg) => !bg)) return color;
  const target: Rgb = luminance(bgs[0]!) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const readable = (candidate: Rgb) => bgs.every((bg) => contrast(candidate, bg!) >= MIN_CONTRAST);
  let current = rgb;
  for (let step = 0; step < 40 && !readable(current); step += 1) {
    current = current.map((value, i) => Math.round(value + (target[i] - value) * 0.06)) as Rgb;
  }
  return `rgb(${current.join(', ')})`;
}

/**
 * The theme with every colour readable on its background and on a highlighted line, whose
 * background is `highlightedLine` (translucent) over it.
 */
export function accessibleTheme(theme: PrismTheme, highlightedLine?: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds = highlightedLine
    ? [background, blend(highlightedLine, background)]
    : [background];
  return {
    plain: {...theme.plain, color: readableOn(theme.plain.color ?? '#000000', ...backgrounds)},
    styles: theme.styles.map(({types, style}) => {
      const opaque = {...style};
      delete opaque.opacity;
      if (opaque.color) opaque.color = readableOn(opaque.color, ...backgrounds);
      return {types, style: opaque};
    }),
  };
}
