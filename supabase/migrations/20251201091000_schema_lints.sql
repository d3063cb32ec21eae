-- What the Security Advisor's performance lints found on the migrated schema.
--
-- 0006: assessment_results had two permissive SELECT policies for `authenticated` (own rows, and
-- every row for the admin), which Postgres evaluates one after the other for every row read. One
-- policy with both conditions gives the same rows.
drop policy "Users read their own results" on public.assessment_results;
drop policy "The admin reads every result" on public.assessment_results;

create policy "Users read their own results and the admin reads every result"
  on public.assessment_results for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- 0001: foreign keys without an index. Deleting a user (on delete set null) scanned both visitor
-- tables in full to find the rows naming them; so would the admin's look-up of one user's consent.
create index consent_log_user_idx on public.consent_log (user_id);
create index user_consent_user_idx on public.user_consent (user_id);
