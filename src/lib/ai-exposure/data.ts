/**
 * The data set as the site uses it, read and validated when the build (or a test) imports this
 * module: a malformed row or a broken join fails the build with the file, line and column.
 * Import it only from build-time code (Astro frontmatter, endpoints); islands get what they
 * need as props, never the whole table.
 */
import combinedCsv from '../../data/ai-exposure/combined_by_soc.csv?raw';
import majorGroupsCsv from '../../data/ai-exposure/major_groups.csv?raw';
import { joinProblems } from './joinChecks.ts';
import { readTable } from './readTable.ts';
import { combinedRowSchema } from './schemas/combined.ts';
import { majorGroupRowSchema } from './schemas/majorGroups.ts';

export const occupations = readTable('combined_by_soc.csv', combinedCsv, combinedRowSchema);
export const majorGroups = readTable('major_groups.csv', majorGroupsCsv, majorGroupRowSchema);

const problems = joinProblems(occupations, majorGroups);
if (problems.length > 0) {
  throw new Error(`The AI exposure files do not join:\n- ${problems.join('\n- ')}`);
}
