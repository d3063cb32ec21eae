/**
 * Tags shared by notes, signals and briefs. A tag is one lower-case word without spaces, commas,
 * hashes or quotes; the database checks the same rule (private.valid_tags). A tag `soc-NN` names
 * one of the 22 occupational major groups of the AI-exposure data, which is how a signal links to
 * the jobs data. The groups are written out here so an admin island does not load the data set;
 * a unit test keeps them equal to major_groups.csv.
 */
export const occupationGroups = [
  { code: '11', name: 'Management Occupations' },
  { code: '13', name: 'Business and Financial Operations Occupations' },
  { code: '15', name: 'Computer and Mathematical Occupations' },
  { code: '17', name: 'Architecture and Engineering Occupations' },
  { code: '19', name: 'Life, Physical, and Social Science Occupations' },
  { code: '21', name: 'Community and Social Service Occupations' },
  { code: '23', name: 'Legal Occupations' },
  { code: '25', name: 'Educational Instruction and Library Occupations' },
  { code: '27', name: 'Arts, Design, Entertainment, Sports, and Media Occupations' },
  { code: '29', name: 'Healthcare Practitioners and Technical Occupations' },
  { code: '31', name: 'Healthcare Support Occupations' },
  { code: '33', name: 'Protective Service Occupations' },
  { code: '35', name: 'Food Preparation and Serving Related Occupations' },
  { code: '37', name: 'Building and Grounds Cleaning and Maintenance Occupations' },
  { code: '39', name: 'Personal Care and Service Occupations' },
  { code: '41', name: 'Sales and Related Occupations' },
  { code: '43', name: 'Office and Administrative Support Occupations' },
  { code: '45', name: 'Farming, Fishing, and Forestry Occupations' },
  { code: '47', name: 'Construction and Extraction Occupations' },
  { code: '49', name: 'Installation, Maintenance, and Repair Occupations' },
  { code: '51', name: 'Production Occupations' },
  { code: '53', name: 'Transportation and Material Moving Occupations' },
] as const;

export type OccupationGroup = (typeof occupationGroups)[number];

export const maxTags = 30;
const tagPattern = /^[^\s,#"']{1,60}$/u;
const occupationTagPattern = /^soc-(\d{2})$/;

/** The tag naming an occupational group, from its two-digit code ("15" or "15-0000"). */
export function occupationTag(code: string): string {
  return `soc-${code.slice(0, 2)}`;
}

/** The occupational group a tag names, or undefined for any other tag. */
export function occupationOfTag(tag: string): OccupationGroup | undefined {
  const code = occupationTagPattern.exec(tag)?.[1];
  return code === undefined ? undefined : occupationGroups.find((group) => group.code === code);
}

/** Where a group's occupations are on the AI jobs heatmap (the page's own anchor for the group). */
export function heatmapLinkFor(group: OccupationGroup): string {
  return `/ai-jobs-heatmap#group-${group.code}`;
}

/** How a tag reads: an occupational group by its name, any other tag as written. */
export function tagLabel(tag: string): string {
  return occupationOfTag(tag)?.name ?? tag;
}

/** A tag as typed ("#Area/AI", " Governance ") made into a stored tag, or why it cannot be one. */
export function normaliseTag(typed: string): { tag: string } | { problem: string } {
  const tag = typed.trim().replace(/^#/, '').toLowerCase();
  if (!tag) return { problem: 'A tag cannot be empty.' };
  if (!tagPattern.test(tag))
    return { problem: `“${typed.trim()}” is not a tag: one word of up to 60 characters, without spaces, commas, # or quotes.` };
  if (tag.startsWith('soc-') && !occupationOfTag(tag))
    return { problem: `“${tag}” is not an occupational group: soc- tags take one of the 22 major group codes.` };
  return { tag };
}

/** Tags typed in one box, split at commas and spaces, each made a stored tag; the first problem stops it. */
export function parseTags(typed: string): { tags: string[] } | { problem: string } {
  const tags: string[] = [];
  for (const part of typed.split(/[\s,]+/u).filter(Boolean)) {
    const result = normaliseTag(part);
    if ('problem' in result) return result;
    if (!tags.includes(result.tag)) tags.push(result.tag);
  }
  if (tags.length > maxTags) return { problem: `At most ${maxTags} tags, not ${tags.length}.` };
  return { tags };
}
