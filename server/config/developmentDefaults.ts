/**
 * The development defaults, equal to the Supabase local stack's, so local tools and docs that
 * assume them work unchanged. They are public knowledge: production refuses to start with them.
 */
export const developmentJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The well-known demo keys, signed with the secret above (role anon / service_role, iss supabase-demo). */
export const developmentAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const developmentServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const developmentPort = 4321;
