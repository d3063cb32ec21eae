import type { Assessment, Framework } from '../../lib/assessments/contentSchema.ts';
import { roleAssessmentPath, roleCategories, roles, type RoleAssessmentPath, type RoleCategory } from '../../lib/routes/index.ts';

export interface RoleCard {
  id: string;
  name: string;
  audience: string;
  path: RoleAssessmentPath;
  questionCount: number;
  minutes: number;
}

export interface RoleGroup {
  name: RoleCategory;
  roles: RoleCard[];
}

export interface HubData {
  leadership: RoleCard[];
  /** Every other category, in the route table's order. */
  categories: RoleGroup[];
  /** Every category, leadership first: the role picker's groups. */
  groups: RoleGroup[];
  /** Frameworks cited by at least one assessment, in the frameworks file's order. */
  frameworks: Framework[];
  /** The maturity levels, when every assessment uses the same names (they do today). */
  levels: string[] | undefined;
  minutes: { fewest: number; most: number };
}

const leadershipCategory: RoleCategory = 'Executive Leadership';

/** About thirty seconds a question: each is one situation and four or five plain answers. */
export function minutesFor(questionCount: number): number {
  return Math.ceil(questionCount / 2);
}

/** What the hub shows, from the validated content and the route table. */
export function hubData(assessments: ReadonlyMap<string, Assessment>, allFrameworks: readonly Framework[]): HubData {
  const cards = roles.map((role): RoleCard & { category: RoleCategory } => {
    const assessment = assessments.get(role.id);
    if (!assessment) throw new Error(`No assessment content for role "${role.id}"; expected src/content/assessments/${role.id}.json.`);
    const questionCount = assessment.questions.length;
    return { ...role, path: roleAssessmentPath(role.id), questionCount, minutes: minutesFor(questionCount) };
  });
  const cited = new Set([...assessments.values()].flatMap((assessment) => assessment.frameworks));
  const levelNames = [...assessments.values()].map((assessment) => assessment.levels.map((level) => level.name).join('|'));
  const minutes = cards.map((card) => card.minutes);
  const groups = [leadershipCategory, ...roleCategories.filter((category) => category !== leadershipCategory)].map((name) => ({
    name,
    roles: cards.filter((card) => card.category === name),
  }));
  return {
    leadership: groups[0]?.roles ?? [],
    categories: groups.slice(1),
    groups,
    frameworks: allFrameworks.filter((framework) => cited.has(framework.id)),
    levels: new Set(levelNames).size === 1 ? levelNames[0]?.split('|') : undefined,
    minutes: { fewest: Math.min(...minutes), most: Math.max(...minutes) },
  };
}
