import { describe, expect, it } from 'vitest';
import {
  occupationFiguresFromShell,
  occupationFiguresOf,
} from '../../../../../../src/islands/admin/market-intelligence-hub/occupationFigures.ts';
import { majorGroups } from '../../../../../../src/lib/ai-exposure/data.ts';
import { occupationGroups } from '../../../../../../src/lib/knowledge/tags.ts';

describe('the jobs data’s figures carried by the hub’s shell', () => {
  const written = JSON.stringify(occupationFiguresOf(majorGroups));

  it('holds every occupational group a tag may name, in a couple of kilobytes', () => {
    const figures = occupationFiguresFromShell(written);
    expect([...figures.keys()].sort()).toEqual(occupationGroups.map((group) => group.code));
    expect(figures.get('15')).toEqual({
      code: '15',
      employment: 5192890,
      medianWage: 105850,
      applicability: 0.2992,
      gpt4: 0.7528,
      human: 0.5482,
    });
    expect(written.length).toBeLessThan(3000);
  });

  it('reads nothing from a missing or malformed attribute, and skips entries of the wrong shape', () => {
    expect(occupationFiguresFromShell(undefined).size).toBe(0);
    expect(occupationFiguresFromShell('{not json').size).toBe(0);
    expect(occupationFiguresFromShell('{"code":"15"}').size).toBe(0);
    const mixed = occupationFiguresFromShell(JSON.stringify([{ code: '15', employment: 'many' }, ...JSON.parse(written).slice(0, 1)]));
    expect([...mixed.keys()]).toEqual(['11']);
  });
});
