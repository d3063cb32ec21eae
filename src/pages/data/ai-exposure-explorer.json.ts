import type { APIRoute } from 'astro';
import { explorerRows } from '../../components/jobs/explorerData.ts';

/** Every occupation with every measure of the source files, for the admin explorer (`/ai-job-impact`). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ rows: explorerRows() }), { headers: { 'Content-Type': 'application/json' } });
