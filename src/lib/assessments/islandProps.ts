import { bookCallLink } from '../brand/bookCall.ts';
import { pagePath, roles, type RoutePath } from '../routes/index.ts';
import type { Assessment, Framework } from './contentSchema.ts';

/** Everything the assessment island needs, resolved at build time by the role's page. */
export interface AssessmentContent {
  roleId: string;
  roleName: string;
  assessment: Assessment;
  /** The frameworks this assessment cites, in the order the content lists them. */
  frameworks: Framework[];
  links: { kit: RoutePath; advisory: RoutePath };
  /** Where "Book a call" goes, resolved at build so the island carries no site profile (nor its schema library). */
  bookCall: { href: string; external: boolean };
}

/** Joins a role's validated content with its cited frameworks and the result page's links. */
export function assessmentContent(roleId: string, assessment: Assessment, allFrameworks: readonly Framework[]): AssessmentContent {
  const role = roles.find((candidate) => candidate.id === roleId);
  if (!role)
    throw new Error(`No role "${roleId}" in the route table; expected one of ${roles.map((candidate) => candidate.id).join(', ')}.`);
  const frameworks = assessment.frameworks.map((id) => {
    const framework = allFrameworks.find((candidate) => candidate.id === id);
    if (!framework)
      throw new Error(
        `${roleId}.json cites framework "${id}"; expected one of ${allFrameworks.map((candidate) => candidate.id).join(', ')}.`,
      );
    return framework;
  });
  return {
    roleId,
    roleName: role.name,
    assessment,
    frameworks,
    links: { kit: pagePath('/ai-survival-kit'), advisory: pagePath('/advisory') },
    bookCall: bookCallLink,
  };
}
