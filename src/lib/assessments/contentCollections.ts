import { getCollection } from 'astro:content';
import type { Assessment, Framework } from './contentSchema.ts';

/*
 * The assessments and frameworks as the build validated them, typed by their own schemas. Astro's
 * stand-in declaration of `astro:content`, whose exports are all `any`, wins over the one `astro sync`
 * generates (withastro/astro#17025), so the pages read the collections here rather than through an
 * untyped getCollection; if Astro's own types start to apply, they are checked against these.
 */

/** Each role's assessment, by role id (the content file's name). */
export async function readAssessments(): Promise<ReadonlyMap<string, Assessment>> {
  const entries: { id: string; data: Assessment }[] = await getCollection('assessments');
  return new Map(entries.map((entry) => [entry.id, entry.data]));
}

export async function readFrameworks(): Promise<Framework[]> {
  const entries: { data: Framework }[] = await getCollection('frameworks');
  return entries.map((entry) => entry.data);
}
