import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoringData, scoringMigration } from '../../../../../src/lib/assessments/scoringData.ts';
import { newestScoringMigration } from '../../../../../scripts/assessments/scoringMigrationFile.ts';
import { contentFileRoleIds, loadAssessment } from '../../../support/assessmentContent.ts';

const migrationsDir = join(import.meta.dirname, '../../../../../supabase/migrations');

describe('the scoring the database recomputes with', () => {
  it('is the newest scoring migration, generated from today’s content', () => {
    const newest = newestScoringMigration(readdirSync(migrationsDir));
    expect(newest, 'a migration ending in _assessment_scoring_data.sql').toBeDefined();
    const assessments = new Map(contentFileRoleIds().map((roleId) => [roleId, loadAssessment(roleId)]));
    expect(
      readFileSync(join(migrationsDir, newest as string), 'utf8'),
      'the scoring changed: run `npm run assessments:scoring-migration -- <new timestamp>`',
    ).toBe(scoringMigration(assessments));
  });

  it('carries weights and option scores but no option text', () => {
    const data = scoringData(loadAssessment('ceo'), 'ceo');
    expect(data.questions[0]).toEqual({ id: 'ai-ambition', dimension: 'direction', weight: 1.5, options: [0, 0.33, 0.67, 1] });
    expect(JSON.stringify(data)).not.toContain('label');
  });

  it('carries what the site guide reads a stored result with: the role’s name and page, each level’s meaning, the next steps', () => {
    const data = scoringData(loadAssessment('marketing-director'), 'marketing-director');
    expect([data.name, data.page]).toEqual(['Marketing Director', '/ai-assessment-marketing-director']);
    expect(data.levels[3]).toMatchObject({
      name: 'Practising',
      min: 60,
      max: 79,
      summary: expect.stringMatching(/^AI is built into planning/),
    });
    expect(data.advice['brand-safety']?.[0]?.title).toBe('Add a claims check');
  });
});
