import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAssessment } from '../../../src/lib/assessments/validate.ts';
import { frameworksSchema, type Assessment } from '../../../src/lib/assessments/contentSchema.ts';

const contentDir = join(import.meta.dirname, '../../../src/content');
const assessmentsDir = join(contentDir, 'assessments');

/** Role ids that have a content file, from the file names. */
export function contentFileRoleIds(): string[] {
  return readdirSync(assessmentsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
}

export function readAssessmentJson(roleId: string): unknown {
  return JSON.parse(readFileSync(join(assessmentsDir, `${roleId}.json`), 'utf8'));
}

export function loadAssessment(roleId: string): Assessment {
  return parseAssessment(`${roleId}.json`, readAssessmentJson(roleId));
}

export function loadFrameworks() {
  return frameworksSchema.parse(JSON.parse(readFileSync(join(contentDir, 'frameworks.json'), 'utf8')));
}
