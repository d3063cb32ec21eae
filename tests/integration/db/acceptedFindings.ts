/**
 * The Security Advisor findings this project keeps on purpose, by the Advisor's own key, with
 * the reason (docs/decisions/security-advisor.md says more). Every other finding
 * fails the test, and so does an entry here that the Advisor no longer finds.
 */
export const acceptedFindings: Readonly<Record<string, string>> = {
  rls_enabled_no_policy_private_rate_limits:
    'No role but the owner may touch the rate-limit counters: take_rate_limit() (security definer, service role only) is the one way in, and RLS with no policy is a second lock on a table no API role has a grant on.',
  rls_enabled_no_policy_private_client_key_secret:
    'The key of the hashed client addresses is read only by check_request() (security definer); no API role has a grant, and RLS with no policy is a second lock.',
  anon_security_definer_function_executable_private_check_request_:
    "PostgREST calls the pre-request function as the request's role, anon included; it counts the caller's own writes to the visitor tables under a keyed hash of its address (a table no API role may touch, hence security definer, with search_path fixed to ''), and the private schema keeps it out of /rest/v1/rpc.",
  authenticated_security_definer_function_executable_private_check_request_:
    "PostgREST calls the pre-request function as the request's role, signed-in callers included; the reason is anon's.",
  anon_security_definer_function_executable_public_is_admin_:
    "is_admin() answers false to a signed-out caller (it reads only the caller's own row, by auth.uid()), and that answer over /rest/v1/rpc/is_admin is part of the API; revoking it would turn it into an error.",
  authenticated_security_definer_function_executable_public_is_admin_:
    "RLS policies call is_admin() as the signed-in caller, so that role must execute it; it must read auth.users and the private admin list, which the caller cannot, hence security definer, with search_path fixed to ''.",
  rls_enabled_no_policy_private_assessment_scoring:
    'The scoring data of each role is read only by the verifying trigger, the share-link reader and the dimension names (security definer); no API role but the service role has a grant, the private schema is not exposed through REST, and RLS with no policy is a second lock.',
  authenticated_security_definer_function_executable_private_assessment_dimension_names_:
    "The console's assessment figures name each dimension as its assessment does: the names are in the private scoring table, which no API role reads, hence security definer, with search_path fixed to an empty string; it answers only the role, the dimension's id and its name, all public content, and the private schema keeps it out of /rest/v1/rpc.",
  'authenticated_security_definer_function_executable_public_assessment_comparison_p_role_id text, p_score integer':
    'A signed-in person compares a score with everyone else who took the role: the function must read every latest result, which RLS keeps from the caller, hence security definer, with search_path fixed to an empty string; it answers only counts and an average, and nothing below ten people.',
  'anon_security_definer_function_executable_public_shared_result_p_token text':
    'Anyone holding a share link reads its score, level and dimensions without an account: the function reads the one shared result, which RLS keeps from the caller, hence security definer; it answers nothing else, and nothing once the link is revoked.',
  'authenticated_security_definer_function_executable_public_shared_result_p_token text':
    "A signed-in reader opens a share link like anyone else; the reason is anon's.",
  authenticated_security_definer_function_executable_public_admin_sample_data_:
    'The workstation counts the sample rows, sample accounts included, which live in auth.users where no API role may read: hence security definer, with search_path fixed to an empty string; it refuses every caller but the admin (is_admin()) and answers counts only.',
  authenticated_security_definer_function_executable_public_admin_remove_sample_data_:
    'The admin removes every sample row in one action, from tables where nobody may delete through the API (the consent log, subscribers, messages, analytics, accounts): hence security definer, with search_path fixed to an empty string; it refuses every caller but the admin (is_admin()), and every statement names the sample mark.',
  authenticated_security_definer_function_executable_public_admin_applied_migrations_:
    "Deployment sync compares the migrations applied with the repository's: the function reads the Supabase CLI's own migration table, which no API role may read, hence security definer with search_path fixed to ''; it refuses anyone but the admin before reading, and answers only versions and names.",
  'authenticated_security_definer_function_executable_public_admin_remove_system_test_batch_p_batch_id uuid':
    "The system test removes the one analytics batch it stored: nobody may delete analytics rows through the API, hence security definer with search_path fixed to ''; it refuses anyone but the admin, and any batch holding an event that is not a system test's.",
  'authenticated_security_definer_function_executable_public_move_radar_entry_p_entry uuid, p_ring text, p_reason text':
    "The admin moves a radar entry and the move is recorded with its reason in one transaction: nobody may change an entry's ring or write a move through the API, so the move is the one way, hence security definer, with search_path fixed to an empty string; it refuses anyone but the admin (is_admin()) before reading.",
  'authenticated_security_definer_function_executable_public_own_assessment_result_p_score integer':
    "The site guide answers a reader's question about their own result with its level and next steps, which are in the private scoring table no API role reads, hence security definer, with search_path fixed to an empty string; it reads only the caller's own results (auth.uid()), and anon may not call it.",
  anon_security_definer_function_executable_public_static_page_switches_:
    'The build reads the switches that change static pages (lead popups on or off) with the anon key: the function reads the switches table, which RLS keeps to the admin, hence security definer, with search_path fixed to an empty string; it answers only those public facts, which any reader sees on the pages.',
  authenticated_security_definer_function_executable_public_static_page_switches_:
    "A signed-in caller may ask what a reader sees anyway; the reason is anon's.",
  'authenticated_security_definer_function_executable_public_search_kb_notes_p_query text, p_tag text, p_archived boolean, p_limit integer, p_offset integer':
    "The admin's search of their notes: under RLS the planner may not use the search index (`@@` is not leakproof), so every search read every note; as security definer, with search_path fixed to '', it refuses anyone but the admin (is_admin()) before reading, and reads only the notes the admin may read anyway.",
  'authenticated_security_definer_function_executable_public_kb_passages_for_p_question text, p_limit integer':
    "The admin's AI chat reads the passages of their notes; the reason is search_kb_notes's: the search index under RLS, and the admin check before reading.",
  authenticated_security_definer_function_executable_private_address_records_:
    "A person's export includes their newsletter subscription and contact messages, kept under an address in tables only the admin may read: hence security definer, with search_path fixed to ''; it answers only the rows under the caller's own confirmed address, read from auth.users by auth.uid(), and the private schema keeps it out of /rest/v1/rpc (account_export calls it).",
  authenticated_security_definer_function_executable_public_prepare_account_deletion_:
    "Deleting an account first removes the newsletter subscription, contact messages and leads under its confirmed address, tables nobody but the admin may write, and the caller's AI quota counters: hence security definer, with search_path fixed to ''; it touches only the caller's own rows, found by auth.uid(), and refuses the only administrator before removing anything.",
  rls_enabled_no_policy_private_credential_windows:
    "A key's current one-minute window, read and written only by check_credential (security definer) in the key check's own call; no API role has a grant, and RLS with no policy is a second lock.",
  rls_enabled_no_policy_private_credential_months:
    "A key's calls this month, read and written only by check_credential (security definer); no API role has a grant, and RLS with no policy is a second lock.",
  rls_enabled_no_policy_private_assessment_benchmark_refresh:
    "When the benchmarks' snapshot was last taken, the lock row of refresh_assessment_benchmarks (security definer); no API role has a grant, and RLS with no policy is a second lock.",
  rls_enabled_no_policy_private_tool_writes:
    "The answers of the AI tools' keyed writes are read and written only by the tools' own functions (security definer) in the write's transaction; no API role has a grant, and RLS with no policy is a second lock.",
  'authenticated_security_definer_function_executable_public_tool_search_notes_p_question text, p_limit integer, p_starter uuid':
    "An AI tool's one way to the owner's data, called by the admin's session (the chat's grounding) and by the runner for a run's starter: security definer, with search_path fixed to '', because a keyed write must also write private.tool_writes and a run's starter is checked by id; it asks private.user_is_admin() of the caller, or of the starter the service role names, before reading or writing, and reads only tables the admin reads in full.",
  'authenticated_security_definer_function_executable_public_tool_search_site_passages_p_question text, p_limit integer, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_list_signals_p_from date, p_to date, p_min_strength integer, p_tag text, p_limit integer, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_read_brief_p_brief_id uuid, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_create_brief_draft_p_title text, p_body_md text, p_signal_ids uuid[], p_note_ids uuid[], p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_list_recent_articles_p_since timestamp with time zone, p_limit integer, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_create_newsletter_draft_p_subject text, p_preheader text, p_body_md text, p_article_id uuid, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_read_lead_p_lead_id uuid, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_add_task_p_title text, p_notes text, p_due_on date, p_lead_id uuid, p_signal_id uuid, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_draft_reply_p_lead_id uuid, p_subject text, p_body text, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_begin_reply_p_lead_id uuid, p_subject text, p_body text, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_finish_reply_p_lead_id uuid, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_list_new_leads_p_limit integer, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_record_triage_p_lead_id uuid, p_score integer, p_reason text, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
  'authenticated_security_definer_function_executable_public_tool_discard_reply_p_lead_id uuid, p_idempotency_key text, p_starter uuid':
    "An AI tool's one way to the owner's data; the reason is tool_search_notes's.",
};
