/** Colour arithmetic for the charts, done at build so the SVG carries plain hex colours. */

const toHex = (channel: number) =>
  Math.round(Math.min(1, Math.max(0, channel)) * 255)
    .toString(16)
    .padStart(2, '0');

const encodeSrgb = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);
const decodeSrgb = (encoded: number) => (encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4);

/** OKLCH (perceptual lightness, chroma, hue in degrees) to linear sRGB, per Björn Ottosson's OKLab. */
function oklchToLinearRgb(lightness: number, chroma: number, hue: number): [number, number, number] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** The OKLCH colour as hex, lowering chroma until it fits in sRGB so the hue stays true. */
export function oklchToHex(lightness: number, chroma: number, hue: number): string {
  for (let c = chroma; c >= 0; c -= 0.005) {
    const rgb = oklchToLinearRgb(lightness, c, hue);
    if (rgb.every((channel) => channel >= -0.0005 && channel <= 1.0005)) return `#${rgb.map((ch) => toHex(encodeSrgb(ch))).join('')}`;
  }
  return `#${oklchToLinearRgb(lightness, 0, hue)
    .map((ch) => toHex(encodeSrgb(ch)))
    .join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => decodeSrgb(parseInt(hex.slice(start, start + 2), 16) / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Linear blend of two #rrggbb colours. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, start: number) => parseInt(hex.slice(start, start + 2), 16) / 255;
  return `#${[1, 3, 5].map((start) => toHex(channel(from, start) + (channel(to, start) - channel(from, start)) * amount)).join('')}`;
}
