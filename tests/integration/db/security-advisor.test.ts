import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { acceptedFindings } from './acceptedFindings.ts';
import { exposedSchemas, runSecurityLints, type Finding } from './securityAdvisor.ts';

let test: TestBackend;
let findings: Finding[];
beforeAll(async () => {
  test = await startTestBackend();
  findings = await runSecurityLints(test.backend.deps.db, exposedSchemas());
}, backendStartTimeout);
afterAll(() => test.stop());

describe('the Security Advisor on the migrated database', () => {
  it('finds nothing beyond the accepted exceptions', () => {
    const unexpected = findings.filter((finding) => !(finding.cache_key in acceptedFindings));
    expect(unexpected.map((finding) => `${finding.cache_key}: ${finding.detail}`)).toEqual([]);
  });

  it('still finds every accepted exception, so the list holds no stale entry', () => {
    const found = new Set(findings.map((finding) => finding.cache_key));
    expect(Object.keys(acceptedFindings).filter((key) => !found.has(key))).toEqual([]);
  });
});

describe('the Security Advisor lints', () => {
  it('find the mistakes they are written for', async () => {
    await test.backend.deps.db.exec(`
      create table public.open_notes (id int primary key, password text);
      grant select on public.open_notes to anon;
      create table public.note_links (id int primary key, note_id int references public.open_notes (id));
      create view public.user_emails as select id, email from auth.users;
      grant select on public.user_emails to authenticated;
      create table public.claimed (id int primary key);
      alter table public.claimed enable row level security;
      create policy "Claimed by metadata" on public.claimed for select to authenticated
        using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');
      create policy "Anyone deletes" on public.claimed for delete to anon using (true);
      create policy "Signed out or first" on public.claimed for select to authenticated using (auth.uid() is null or id = 1);
      create table public.unguarded (id int primary key);
      create policy "Never applied" on public.unguarded for select to authenticated using (true);
      create function public.unpinned() returns int language sql as $$ select 1 $$;
      create function public.as_owner() returns int language sql security definer set search_path = '' as $$ select 1 $$;
      grant execute on function public.as_owner() to anon;
      create policy "Anyone lists images" on storage.objects for select to anon using (bucket_id = 'public-images');
    `);
    const keys = (await runSecurityLints(test.backend.deps.db, exposedSchemas())).map((finding) => finding.cache_key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'rls_disabled_in_public_public_open_notes',
        'sensitive_columns_exposed_public_open_notes',
        'auth_users_exposed_public_user_emails',
        'security_definer_view_public_user_emails',
        'rls_references_user_metadata_public_public.claimed_Claimed by metadata',
        'rls_policy_always_true_public_claimed_Anyone deletes',
        'rls_policy_null_auth_disjunct_public_claimed_Signed out or first',
        'policy_exists_rls_disabled_public_unguarded',
        'anon_security_definer_function_executable_public_as_owner_',
        'unindexed_foreign_keys_public_note_links_note_links_note_id_fkey',
        'multiple_permissive_policies_public_claimed_authenticated_SELECT',
        'public_bucket_allows_listing_public-images',
      ]),
    );
    expect(keys.some((key) => key.startsWith('function_search_path_mutable_public_unpinned_'))).toBe(true);
  });
});
