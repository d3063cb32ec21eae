import { z } from 'zod';

const varsSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
});

export type FunctionVars = z.infer<typeof varsSchema>;

/** What every handler gets: the validated variables and the `fetch` its clients use. */
export interface FunctionEnv extends FunctionVars {
  /** Injected so the embedded backend can answer the functions' own API calls in-process. */
  fetch: typeof fetch;
}

/** Reads the environment once, at the entry; a missing or malformed variable stops the function with a clear message. */
export function readEnv(vars: Record<string, string | undefined>, fetchImpl: typeof fetch = fetch): FunctionEnv {
  const parsed = varsSchema.safeParse(vars);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Function environment is invalid: ${problems}`);
  }
  return { ...parsed.data, fetch: fetchImpl };
}
