/**
 * `npm run eval`: the site guide's retrieval scored on the shipped dataset (evals/site-guide.json),
 * hit@3 and MRR on the tuning set and on the held-out set apart. Run it after a build: it loads
 * the build's passages (dist/data/site-passages.json) into a throwaway database in memory, with
 * every migration, and asks each question as the evaluation workflow does, through the same
 * scoring. The tuning set's misses are listed, so a change to the ranking can be aimed at them;
 * the held-out ones are not, to keep them out of the tuning.
 * Options: --dist=<dir> (default dist).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { evalDatasetFile } from '../../functions/_shared/evals/evalDataset.ts';
import { type Scores, splitScores } from '../../functions/_shared/evals/evalScores.ts';
import { sitePassagesFile } from '../../integrations/builtFiles.ts';
import { openMigratedInMemory } from '../../server/db/migratedCopy.ts';
import { readSitePassages } from '../../server/db/sitePassages.ts';
import { siteGuideResults } from './siteGuideScores.ts';

const root = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = resolve(root, values.dist);
const passages = readSitePassages(distDir);
if (!passages) {
  console.error(`${join(distDir, sitePassagesFile)} is missing: build the site first (npm run build).`);
  process.exit(1);
}
const datasetFile = join(root, 'evals/site-guide.json');
const dataset = evalDatasetFile.parse(JSON.parse(readFileSync(datasetFile, 'utf8')));

const db = await openMigratedInMemory();
try {
  await db.query('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
  const results = await siteGuideResults(db, dataset.questions);
  const scores = splitScores(results);
  const figure = (value: number | null) => (value === null ? '–' : value.toFixed(3));
  const line = (name: string, set: Scores) =>
    `${name.padEnd(10)} ${String(set.questions).padStart(3)} questions   hit@3 ${figure(set.hit_at_3)}   MRR ${figure(set.mrr)}   pass rate ${figure(set.pass_rate)}`;
  console.log(`${dataset.name}: the site guide over ${passages.length} passages`);
  console.log(line('tuning', scores.tuning));
  console.log(line('held out', scores.held_out));
  console.log(line('all', scores.all));
  const misses = results.filter((result) => !result.held_out && (result.rank === null || result.rank > 3));
  for (const miss of misses)
    console.log(`  tuning miss (rank ${miss.rank ?? 'none'}): ${miss.question} → ${miss.found.slice(0, 3).join(', ')}`);
} finally {
  await db.close();
}
