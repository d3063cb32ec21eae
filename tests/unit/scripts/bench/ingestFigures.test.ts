import { describe, expect, it } from 'vitest';
import { figureHeader, figureLine, medianFigures, percentile, roundFigures } from '../../../../scripts/bench/ingestFigures.ts';

describe('ingest bench figures', () => {
  it('takes the nearest-rank percentile: the smallest value that the given share of values does not pass', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('counts events per second and per transaction from what was stored, and CPU per batch', () => {
    const figures = roundFigures({ elapsedMs: 2000, latenciesMs: [1, 2, 3, 4], cpuUs: 300_000 }, 500, { events: 5000, transactions: 80 });
    expect(figures).toEqual({ eventsPerSecond: 2500, p50Ms: 2, p99Ms: 4, eventsPerTransaction: 62.5, cpuUsPerBatch: 600 });
  });

  it('takes each figure’s median over the rounds on its own', () => {
    const round = (eventsPerSecond: number, p99Ms: number) => ({
      eventsPerSecond,
      p50Ms: 1,
      p99Ms,
      eventsPerTransaction: 10,
      cpuUsPerBatch: 500,
    });
    expect(medianFigures([round(100, 9), round(300, 1), round(200, 5)])).toMatchObject({ eventsPerSecond: 200, p99Ms: 5 });
  });

  it('lines the figures up under the header', () => {
    const line = figureLine('round 1: product', {
      eventsPerSecond: 12345.6,
      p50Ms: 3.21,
      p99Ms: 45.67,
      eventsPerTransaction: 80,
      cpuUsPerBatch: 640,
    });
    expect(line).toContain('12,346');
    expect(line).toContain('45.7 ms');
    expect(line.indexOf('12,346') + '12,346'.length).toBe(figureHeader.indexOf('events/s') + 'events/s'.length);
  });
});
