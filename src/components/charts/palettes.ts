import { contrastRatio, mix, oklchToHex } from './colour.ts';

/** The lightest and darkest surfaces of the two themes (tokens.css), which every chart colour must stand out from (3:1 for graphics). */
export const themeBackgrounds = { light: '#ffffff', dark: '#171b21' } as const;

/**
 * One colour per major group. All sit at mid lightness, so each keeps at least 3:1 contrast
 * against both the light and the dark page; hues step by 7/22 of the circle so neighbours in
 * the SOC order look clearly different, and lightness alternates to separate close hues.
 */
export function groupColours(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const hue = (25 + (index * 7 * 360) / count) % 360;
    const lightness = index % 2 === 0 ? 0.58 : 0.645;
    return oklchToHex(lightness, 0.14, hue);
  });
}

/** Viridis (perceptually uniform, readable in grey and by most colour-blind readers), 9 stops. */
export const sequentialStops = ['#440154', '#472d7b', '#3b528b', '#2c728e', '#21918c', '#28ae80', '#5ec962', '#addc30', '#fde725'] as const;

/** The sequential colour at a position from 0 (lowest) to 1 (highest). */
export function sequentialColour(position: number): string {
  const scaled = Math.min(1, Math.max(0, position)) * (sequentialStops.length - 1);
  const index = Math.min(Math.floor(scaled), sequentialStops.length - 2);
  return mix(sequentialStops[index]!, sequentialStops[index + 1]!, scaled - index);
}

/** Whether text on this fill reads better in white or in black (mid viridis needs pure black to reach 4.5:1). */
export function inkFor(fill: string): 'light' | 'dark' {
  return contrastRatio(fill, '#ffffff') >= contrastRatio(fill, '#000000') ? 'light' : 'dark';
}
