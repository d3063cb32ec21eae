import { describe, expect, it } from 'vitest';
import { startSave, type SaveState } from '../../../../../../src/lib/assessments/results/saveProcess.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a result being saved', () => {
  it('says saving at once, then saved with the id once stored, telling its listeners each change', async () => {
    const heard: SaveState[] = [];
    const saved: string[] = [];
    const process = startSave(
      async () => 'c1',
      (id) => saved.push(id),
    );
    expect(process.get()).toEqual({ kind: 'saving' });
    process.subscribe(() => heard.push(process.get()));
    await settle();
    expect(heard).toEqual([{ kind: 'saved', clientResultId: 'c1' }]);
    expect(saved).toEqual(['c1']);
  });

  it('says why a save failed, and a retry tries again without losing the result', async () => {
    const answers = [Promise.reject(new Error('the service refused it (403: no).')), Promise.resolve('c2')];
    const saved: string[] = [];
    const process = startSave(
      () => answers.shift()!,
      (id) => saved.push(id),
    );
    await settle();
    expect(process.get()).toEqual({ kind: 'failed', message: 'the service refused it (403: no).' });
    expect(saved).toEqual([]);
    process.retry();
    expect(process.get()).toEqual({ kind: 'saving' });
    await settle();
    expect(process.get()).toEqual({ kind: 'saved', clientResultId: 'c2' });
    expect(saved).toEqual(['c2']);
  });
});
