import { describe, expect, it } from 'vitest';
import type { LeadKind } from '../../../../../src/overlays/lead-popup/leadState.ts';
import { armedLeadTriggers, nextLeadTrigger } from '../../../../../src/overlays/lead-popup/leadTriggers.ts';

describe('lead triggers', () => {
  const fire = (signals: Parameters<typeof nextLeadTrigger>[1][]) => {
    let state = armedLeadTriggers;
    const fired: LeadKind[] = [];
    for (const signal of signals) {
      const step = nextLeadTrigger(state, signal);
      state = step.state;
      if (step.fire) fired.push(step.fire);
    }
    return fired;
  };

  it('fires the timed popup at 20 seconds, not before', () => {
    expect(fire([{ type: 'elapsed', ms: 19_999 }])).toEqual([]);
    expect(fire([{ type: 'elapsed', ms: 20_000 }])).toEqual(['timed']);
  });

  it('fires on scrolling past 60 percent, not at it', () => {
    expect(fire([{ type: 'scroll', fraction: 0.6 }])).toEqual([]);
    expect(fire([{ type: 'scroll', fraction: 0.61 }])).toEqual(['scroll']);
  });

  it('fires on exit only through the top edge', () => {
    expect(fire([{ type: 'pointer-left-window', clientY: 400 }])).toEqual([]);
    expect(fire([{ type: 'pointer-left-window', clientY: 0 }])).toEqual(['exit']);
    expect(fire([{ type: 'pointer-left-window', clientY: -3 }])).toEqual(['exit']);
  });

  it('fires at most once per page view', () => {
    expect(
      fire([
        { type: 'scroll', fraction: 0.9 },
        { type: 'pointer-left-window', clientY: 0 },
        { type: 'elapsed', ms: 30_000 },
      ]),
    ).toEqual(['scroll']);
  });
});
