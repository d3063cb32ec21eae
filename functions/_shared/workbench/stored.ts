import { databaseFailure } from '../databaseFailure.ts';

type Answer = { data: unknown; error: { message: string; code?: string } | null; status: number };

/** The rows a run-store query answered, or the database failure it met. */
export function must<T>(what: string, { data, error, status }: Answer): T {
  if (error) throw databaseFailure(what, { error, status });
  return data as T;
}
