import type { TestBackend } from './backend.ts';

/**
 * A table the REST tests own, created with the same pattern the migrations follow (RLS, explicit
 * grants, one policy per operation and role), so the REST layer is tested on realistic rules.
 */
export async function createNotesTable(test: TestBackend): Promise<void> {
  await test.backend.deps.db.exec(`
    create table public.notes (
      id bigint generated always as identity primary key,
      slug text not null unique,
      owner uuid not null default auth.uid() references auth.users (id),
      body text not null check (length(body) <= 200),
      stars int not null default 0,
      tags text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    alter table public.notes enable row level security;
    revoke all on table public.notes from anon, authenticated;
    grant select, insert, update, delete on table public.notes to authenticated;
    create policy "Notes can be read by their owner" on public.notes for select to authenticated using (owner = (select auth.uid()));
    create policy "Notes can be read by the admin" on public.notes for select to authenticated using ((select public.is_admin()));
    create policy "Notes can be written by their owner" on public.notes for insert to authenticated with check (owner = (select auth.uid()));
    create policy "Notes can be changed by their owner" on public.notes for update to authenticated using (owner = (select auth.uid()));
    create policy "Notes can be deleted by their owner" on public.notes for delete to authenticated using (owner = (select auth.uid()));

    create function public.count_my_notes(min_stars int default 0) returns int
    language sql stable as $$ select count(*)::int from public.notes where stars >= min_stars $$;
    create function public.notes_tagged(tag text) returns setof public.notes
    language sql stable as $$ select * from public.notes where tag = any(tags) order by id $$;
  `);
}

/** Rows in the table as the superuser sees them, bypassing RLS: what was really stored. */
export async function storedSlugs(test: TestBackend): Promise<string[]> {
  const result = await test.backend.deps.db.query<{ slug: string }>('select slug from public.notes order by slug');
  return result.rows.map((row) => row.slug);
}
