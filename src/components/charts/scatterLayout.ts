import type { Occupation } from '../../lib/ai-exposure/schemas/combined.ts';
import { groupClass } from './groupLabel.ts';

export const scatterSize = { width: 720, height: 460, left: 64, right: 16, top: 14, bottom: 46, maxRadius: 14, minRadius: 1.5 } as const;

/** Applicability tops out near 0.49 (Microsoft's highest score), so the axis stops at 0.5. */
const applicabilityDomain = [0, 0.5] as const;
/** Annual medians run from about $30,000 to the $239,200 top code; a log axis spreads the low end. */
const wageDomain = [25_000, 250_000] as const;
const wageTicks = [30_000, 50_000, 100_000, 200_000];

export interface ScatterPoint {
  soc: string;
  groupClass: string;
  cx: number;
  cy: number;
  r: number;
}

export interface ScatterLayout {
  points: ScatterPoint[];
  /** Occupations without a published annual median: listed beside the chart, never dropped silently. */
  unplotted: Occupation[];
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
}

const { width, height, left, right, top, bottom, maxRadius, minRadius } = scatterSize;
const round = (value: number) => Math.round(value);

export function xFor(applicability: number): number {
  const [low, high] = applicabilityDomain;
  return round(left + ((applicability - low) / (high - low)) * (width - left - right));
}

export function yFor(wage: number): number {
  const [low, high] = wageDomain.map(Math.log10) as [number, number];
  return round(height - bottom - ((Math.log10(wage) - low) / (high - low)) * (height - top - bottom));
}

/**
 * One point per occupation with an annual median wage: x is Microsoft AI applicability, y the
 * median wage on a log scale, area proportional to employment. Largest first, so small
 * occupations are drawn on top and stay visible.
 */
export function scatterLayout(occupations: readonly Occupation[]): ScatterLayout {
  const plotted = occupations.filter((o) => o.median_annual_wage_2024 !== null);
  const largest = Math.max(...plotted.map((o) => o.employment_2024 ?? 0));
  const points = plotted
    .toSorted((a, b) => (b.employment_2024 ?? 0) - (a.employment_2024 ?? 0))
    .map((o) => ({
      soc: o.soc_code,
      groupClass: groupClass(o.major_group_code),
      cx: xFor(o.ms_ai_applicability_score),
      cy: yFor(o.median_annual_wage_2024!),
      r: Math.max(minRadius, Math.round(maxRadius * Math.sqrt((o.employment_2024 ?? 0) / largest) * 10) / 10),
    }));
  return {
    points,
    unplotted: occupations.filter((o) => o.median_annual_wage_2024 === null),
    xTicks: [0, 0.1, 0.2, 0.3, 0.4, 0.5].map((value) => ({ x: xFor(value), label: value.toFixed(1) })),
    yTicks: wageTicks.map((wage) => ({ y: yFor(wage), label: `$${wage / 1000}k` })),
  };
}
