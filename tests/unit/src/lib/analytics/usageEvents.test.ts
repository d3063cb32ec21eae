import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForUsage } from '../../../../../src/lib/analytics/usageEvents.ts';

/** The DOM as far as the listener reads it: marks in `dataset`, found up the tree by closest(). */
class FakeElement {
  readonly dataset: Record<string, string>;
  readonly parent: FakeElement | null;
  constructor(dataset: Record<string, string> = {}, parent: FakeElement | null = null) {
    this.dataset = dataset;
    this.parent = parent;
  }
  closest(selector: string): FakeElement | null {
    const key = selector === '[data-app-usage]' ? 'appUsage' : 'featureUse';
    return this.dataset[key] !== undefined ? this : (this.parent?.closest(selector) ?? null);
  }
}
class FakeForm extends FakeElement {}
class FakeSelect extends FakeElement {
  value = '15';
}
class FakeInput extends FakeElement {
  type = 'search';
  value = 'what the reader typed';
  checked = false;
}

// Stubbed for each test and put back after it (the unit project's unstubGlobals).
beforeEach(() => {
  for (const [name, fake] of Object.entries({
    Element: FakeElement,
    HTMLFormElement: FakeForm,
    HTMLSelectElement: FakeSelect,
    HTMLInputElement: FakeInput,
  }))
    vi.stubGlobal(name, fake);
});

function page() {
  const listeners = new Map<string, (event: Event) => void>();
  const doc = {
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
  } as unknown as Document;
  const recorded: unknown[] = [];
  listenForUsage(doc, () => '/ai-survival-kit', {
    appUsage: (...use) => recorded.push(['app_usage', ...use]),
    featureUse: (...use) => recorded.push(['feature_use', ...use]),
  });
  const use = (type: string, target: FakeElement) => listeners.get(type)?.({ type, target } as unknown as Event);
  return { use, recorded };
}

describe('uses marked in the markup', () => {
  it('are recorded on the event that is their use, with what was chosen but never what was typed', () => {
    const { use, recorded } = page();
    const prompt = new FakeElement({ featureUse: 'copy_prompt' });
    use('click', new FakeElement({}, prompt));
    const selfCheck = new FakeForm({ appUsage: 'kit:self_check' });
    use('click', new FakeElement({}, selfCheck));
    use('submit', selfCheck);
    const group = new FakeSelect({ appUsage: 'heatmap:filter_group' });
    use('click', group);
    use('change', group);
    const step = Object.assign(new FakeInput({ appUsage: 'kit:plan_step' }), { type: 'checkbox', value: 'day-1', checked: true });
    use('change', step);
    use('change', new FakeInput({ appUsage: 'heatmap:search' }));
    const download = new FakeElement({ featureUse: 'download_data', usageDetail: '/data/ai-exposure.csv' });
    use('click', download);
    expect(recorded).toEqual([
      ['feature_use', 'copy_prompt', { page: '/ai-survival-kit' }],
      ['app_usage', 'kit', 'self_check', { page: '/ai-survival-kit' }],
      ['app_usage', 'heatmap', 'filter_group', { page: '/ai-survival-kit', detail: '15' }],
      ['app_usage', 'kit', 'plan_step', { page: '/ai-survival-kit', detail: 'day-1', checked: true }],
      ['app_usage', 'heatmap', 'search', { page: '/ai-survival-kit' }],
      ['feature_use', 'download_data', { page: '/ai-survival-kit', detail: '/data/ai-exposure.csv' }],
    ]);
  });

  it('are ignored under a name the site does not record, or without an action', () => {
    const { use, recorded } = page();
    use('click', new FakeElement({ featureUse: 'screenshot' }));
    use('click', new FakeElement({ appUsage: 'chess:move' }));
    use('click', new FakeElement({ appUsage: 'kit' }));
    expect(recorded).toEqual([]);
  });
});
