import { useCallback, useRef, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { addBriefItem, type BriefItem, loadBriefItems, removeBriefItem, saveItemOrder, type SourceChoice } from './briefItemsApi.ts';

/** The items moved one place up (-1) or down (+1); the list as it was when the move leaves it. */
export function movedItems<Item>(items: readonly Item[], index: number, step: -1 | 1): Item[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as Item, next[index] as Item];
  return next;
}

/**
 * The brief's chosen sources and the changes to them: each change is stored at once; a move shows
 * at once and is put back when the server refuses it, and a refusal is said in a toast.
 */
export function useBriefItems(briefId: string, initial: readonly BriefItem[]) {
  const [items, setItems] = useState<readonly BriefItem[]>(initial);
  const [busy, setBusy] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const refresh = useCallback(async () => {
    setItems(await loadBriefItems(briefId));
  }, [briefId]);

  const run = useCallback(
    async (what: string, change: () => Promise<void>) => {
      setBusy(true);
      try {
        await change();
      } catch (error) {
        addToast({ title: what, description: (error as Error).message, variant: 'destructive' });
        await refresh().catch(() => undefined);
      } finally {
        setBusy(false);
      }
    },
    [refresh],
  );

  const add = useCallback(
    (choice: SourceChoice) =>
      run('The source was not added', async () => {
        const last = itemsRef.current.reduce((highest, item) => Math.max(highest, item.position), -1);
        await addBriefItem(briefId, choice, last + 1);
        await refresh();
      }),
    [briefId, refresh, run],
  );

  const remove = useCallback(
    (item: BriefItem) =>
      run('The source was not removed', async () => {
        await removeBriefItem(item.id);
        setItems(itemsRef.current.filter((kept) => kept.id !== item.id));
      }),
    [run],
  );

  const move = useCallback(
    (index: number, step: -1 | 1) =>
      run('The order was not saved', async () => {
        const next = movedItems(itemsRef.current, index, step);
        setItems(next);
        await saveItemOrder(next);
        setItems(next.map((item, position) => ({ ...item, position })));
      }),
    [run],
  );

  return { items, busy, add, remove, move };
}
