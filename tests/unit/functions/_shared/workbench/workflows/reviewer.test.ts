import { describe, expect, it } from 'vitest';
import { reviewByRules } from '../../../../../../functions/_shared/workbench/workflows/reviewer.ts';
import { ruleDraft } from '../../../../../../functions/_shared/workbench/workflows/writer.ts';

describe('the reviewer’s stated rules', () => {
  it('approve a draft that cites its sources and speaks to the job, and send back one that does not', () => {
    const findings = [{ kind: 'note' as const, id: 'n', title: 'Stop rules', text: 'Every pilot needs a stop rule.', url: null }];
    const good = ruleDraft('Pilot governance for agents', [...findings, ...Array(6).fill(findings[0])], []);
    expect(reviewByRules('Pilot governance for agents', good, findings)).toEqual({ verdict: 'approve', notes: [] });
    const thin = reviewByRules('Pilot governance for agents', { title: 't', body_md: 'Short.' }, []);
    expect(thin.verdict).toBe('revise');
    expect(thin.notes).toHaveLength(3);
  });
});
