/**
 * Readable code block colours. The stock Prism themes have token colours below the WCAG AA
 * contrast of 4.5:1 on their own background (github: 2.6:1 for variables, dracula: 3:1 for
 * comments), so each token colour is darkened (light theme) or lightened (dark theme) until it
 * reaches 4.5:1. Translucent tokens (github draws namespaces at 70 % opacity, 4.48:1) are made
 * opaque, since the contrast is computed for the colour as written.
 */
import type {PrismTheme} from 'prism-react-renderer';

const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
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

/** Moves `color` towards black or white until it reaches MIN_CONTRAST on `background`. */
export function readableOn(color: string, background: string): string {
  const rgb = parseColor(color);
  const bg = parseColor(background);
  if (!rgb || !bg) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let current = rgb;
  for (let step = 0; step < 40 && contrast(current, bg) < MIN_CONTRAST; step += 1) {
    current = current.map((value, i) => Math.round(value + (target[i] - value) * 0.06)) as Rgb;
  }
  return `rgb(${current.join(', ')})`;
}

export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: readableOn(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map(({types, style}) => {
      const opaque = {...style};
      delete opaque.opacity;
      if (opaque.color) opaque.color = readableOn(opaque.color, background);
      return {types, style: opaque};
    }),
  };
}
