/** `/podcast-files/{slug}/chapters.json`: an episode's chapters in the Podcasting 2.0 JSON chapters format. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { jsonChapters, jsonChaptersType } from '../../../lib/podcast/jsonChapters.ts';
import { publishedEpisodes, type EpisodeEntry } from '../../../lib/podcast/publishedPodcast.ts';

export const getStaticPaths = (async () =>
  (await publishedEpisodes())
    .filter((entry) => entry.data.chapters.length > 0)
    .map((entry) => ({ params: { slug: entry.id }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: EpisodeEntry }> = ({ props }) =>
  new Response(JSON.stringify(jsonChapters(props.entry.data.chapters)), { headers: { 'Content-Type': jsonChaptersType } });
