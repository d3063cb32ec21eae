/** `/podcast-files/{slug}/transcript.vtt`: an episode's transcript as WebVTT, for episodes that have one. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedEpisodes, type EpisodeEntry } from '../../../lib/podcast/publishedPodcast.ts';
import { webVtt } from '../../../lib/podcast/webVtt.ts';

export const getStaticPaths = (async () =>
  (await publishedEpisodes())
    .filter((entry) => entry.data.transcript_cues.length > 0)
    .map((entry) => ({ params: { slug: entry.id }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: EpisodeEntry }> = ({ props }) =>
  new Response(webVtt(props.entry.data.transcript_cues), { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
