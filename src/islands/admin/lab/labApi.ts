import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { callAdminFunction, queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, listOf, text } from '../kit/answerShape.ts';
import { answered } from '../kit/rowQueries.ts';
import type { LabDraft } from './labDraft.ts';
import { versionPayload } from './labDraft.ts';
import { labPrompt, labResult, labSetup, labVersion, labVote } from './labShapes.ts';

/** How many saved versions the page lists, newest first. */
const versionsListed = 500;

/** The lab: what can run, the prompts, their newest versions, every vote and the columns voted on (for the tally). */
export async function loadLab() {
  const client = await getSupabase();
  const [setup, prompts, versions, votes] = await Promise.all([
    callAdminFunction('lab-run').then((answer) => checked(labSetup, answer, 'what the lab can run')),
    client.from('lab_prompts').select(labPrompt.columns).order('updated_at', { ascending: false }),
    client.from('lab_versions').select(labVersion.columns).order('created_at', { ascending: false }).limit(versionsListed),
    client.from('lab_votes').select(labVote.columns),
  ]);
  const voted = answered(votes, listOf(labVote), 'the votes');
  const results = voted.length
    ? await client
        .from('lab_results')
        .select(labResult.columns)
        .in(
          'version_id',
          voted.map((vote) => vote.version_id),
        )
    : { data: [], error: null, status: 200 };
  return {
    setup,
    prompts: answered(prompts, listOf(labPrompt), 'the prompts'),
    versions: answered(versions, listOf(labVersion), 'the versions'),
    votes: voted,
    votedResults: answered(results, listOf(labResult), 'the voted columns'),
  };
}

/** One version's columns, by position. */
export async function loadResults(versionId: string) {
  const client = await getSupabase();
  const found = await client.from('lab_results').select(labResult.columns).eq('version_id', versionId).order('position');
  return answered(found, listOf(labResult), 'the columns');
}

/** A Run: the draft saved as its prompt's next version, its columns waiting; answers the version and its prompt. */
export async function saveVersion(draft: LabDraft): Promise<{ versionId: string; promptId: string }> {
  const client = await getSupabase();
  const saved = await client.rpc('save_lab_version', {
    p_prompt_id: draft.promptId,
    p_title: draft.title.trim(),
    p_version: versionPayload(draft),
  });
  if (saved.error) throw queryFailed('save the version', saved);
  const versionId = checked(text, saved.data, 'the saved version');
  const found = await client.from('lab_versions').select('prompt_id').eq('id', versionId).single();
  return { versionId, promptId: answered(found, fields({ prompt_id: text }), 'the saved version').prompt_id };
}

export async function castVote(versionId: string, resultId: string) {
  const client = await getSupabase();
  const cast = await client.from('lab_votes').insert({ version_id: versionId, result_id: resultId });
  if (cast.error) throw queryFailed('record the vote', cast);
}
