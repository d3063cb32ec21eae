import type { TestBackend } from '../../support/backend.ts';

/**
 * Runs `work` while the database refuses, only when the transaction commits, any row of `table`
 * whose `column` is `value` (a deferred constraint trigger, SQLSTATE 23514). An answer sent before
 * commit would tell that row's sender it was stored.
 */
export async function whileRefusedAtCommit<T>(test: TestBackend, table: string, column: string, value: string, work: () => Promise<T>) {
  const db = test.backend.deps.db;
  await db.exec(`
    create function public.refuse_at_commit() returns trigger language plpgsql as $$
    begin
      if new.${column} = '${value}' then
        raise exception using errcode = '23514', message = 'refused at commit for this test';
      end if;
      return null;
    end $$;
    create constraint trigger refuse_at_commit after insert on ${table}
      deferrable initially deferred for each row execute function public.refuse_at_commit();`);
  try {
    return await work();
  } finally {
    await db.exec(`drop trigger refuse_at_commit on ${table}; drop function public.refuse_at_commit();`);
  }
}
