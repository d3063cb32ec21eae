import type { APIRoute } from 'astro';
import { occupationsCsv } from '../../lib/ai-exposure/csv.ts';
import { occupations } from '../../lib/ai-exposure/data.ts';

/** The combined occupation file as a download, written at build from the validated rows. */
export const GET: APIRoute = () =>
  new Response(occupationsCsv(occupations), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="ai-exposure-by-occupation.csv"' },
  });
