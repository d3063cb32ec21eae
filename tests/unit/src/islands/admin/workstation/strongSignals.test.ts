import { describe, expect, it } from 'vitest';
import { type RecentSignal, strongSignalItems } from '../../../../../../src/islands/admin/workstation/strongSignals.ts';

const signal = (overrides: Partial<RecentSignal>): RecentSignal => ({
  id: 's1',
  title: 'Draft guidance on AI in hiring',
  strength: 5,
  signalOn: '2026-11-25',
  ...overrides,
});

describe('strong signals, on the workstation', () => {
  it('lists strength 4 and 5 of the last seven days, strongest then newest first, each opening the briefs', () => {
    const items = strongSignalItems(
      [
        signal({ id: 'older', strength: 4, signalOn: '2026-11-22' }),
        signal({ id: 'newer', strength: 4, signalOn: '2026-11-24', title: 'Audit logs for assistants' }),
        signal({ id: 'strongest', strength: 5, signalOn: '2026-11-20', title: 'Claims triage agent' }),
        signal({ id: 'weak', strength: 3 }),
        signal({ id: 'eight-days-ago', signalOn: '2026-11-19' }),
      ],
      '2026-11-26',
    );
    expect(items.map((item) => [item.id, item.text, item.detail, item.href])).toEqual([
      ['strongest', 'Strong signal not in a brief yet: Claims triage agent', 'Strength 5, 2026-11-20', '/intelligence'],
      ['newer', 'Strong signal not in a brief yet: Audit logs for assistants', 'Strength 4, 2026-11-24', '/intelligence'],
      ['older', 'Strong signal not in a brief yet: Draft guidance on AI in hiring', 'Strength 4, 2026-11-22', '/intelligence'],
    ]);
  });
});
