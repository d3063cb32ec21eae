/**
 * The Security Advisor findings this project keeps on purpose, by the Advisor's own key, with
 * the reason (docs/decisions.md, "Security Advisor exceptions", says more). Every other finding
 * fails the test, and so does an entry here that the Advisor no longer finds.
 */
export const acceptedFindings: Readonly<Record<string, string>> = {
  rls_enabled_no_policy_private_rate_limits:
    'No role but the owner may touch the rate-limit counters: take_rate_limit() (security definer, service role only) is the one way in, and RLS with no policy is a second lock on a table no API role has a grant on.',
  anon_security_definer_function_executable_public_is_admin_:
    "is_admin() answers false to a signed-out caller (it reads only the caller's own row, by auth.uid()), and that answer over /rest/v1/rpc/is_admin is part of the API; revoking it would turn it into an error.",
  authenticated_security_definer_function_executable_public_is_admin_:
    "RLS policies call is_admin() as the signed-in caller, so that role must execute it; it must read auth.users and the private admin list, which the caller cannot, hence security definer, with search_path fixed to ''.",
};
