import { describe, expect, it } from 'vitest';
import { scoreLead } from '../../../../../../functions/_shared/workbench/workflows/leadScore.ts';

describe('the lead triage’s stated rules', () => {
  it('score a lead who names an organisation, writes in detail about the work and asks to talk above one who says little', () => {
    const strong = scoreLead({
      name: 'Grace',
      email: 'grace@navy.example',
      organisation: 'Navy',
      message: `We need an AI strategy workshop for our board and a governance roadmap for our pilot. Could we book a call? ${'Context. '.repeat(20)}`,
    });
    const weak = scoreLead({ name: 'Al', email: 'al@gmail.com', organisation: '', message: 'hi' });
    expect(strong.score).toBeGreaterThanOrEqual(90);
    expect(strong.reasons.join(' ')).toMatch(/names an organisation.*writes in detail.*speaks of.*asks to talk/);
    expect(weak).toEqual({ score: 15, reasons: ['-10 says little', '-5 writes from a personal address'] });
  });
});
