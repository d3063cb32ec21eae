/**
 * What the type check accepts and refuses for page paths. `tsc --noEmit` compiles this file (the
 * tsconfig includes tests/); nothing runs it. Each refusal carries `@ts-expect-error`, so if a
 * helper's path parameter loosens to `string`, the directive goes unused and the type check fails.
 */
import { allowedRedirect, siteLink } from '../../../../../server/auth/siteLinks.ts';
import { measure, type PageFigures } from '../../../../../scripts/bench/runLighthouse.ts';
import { sitePages } from '../../../../../functions/_shared/site.ts';
import type { RoleCard } from '../../../../../src/components/assessments/hubData.ts';
import { ResultLinks } from '../../../../../src/islands/assessments/ResultLinks.tsx';
import { SignInForm } from '../../../../../src/islands/auth/SignInForm.tsx';
import { SignUpForm } from '../../../../../src/islands/auth/SignUpForm.tsx';
import { withNext } from '../../../../../src/islands/auth/useNextPath.ts';
import { signedInHome, signInLanding } from '../../../../../src/lib/access.ts';
import type { AssessmentContent } from '../../../../../src/lib/assessments/islandProps.ts';
import { contactPath } from '../../../../../src/overlays/lead-popup/leadEligibility.ts';
import { tailoredGuidePaths } from '../../../../../src/lib/routes/guides.ts';
import {
  breadcrumbs,
  findRoute,
  normalizePath,
  pagePath,
  publicPaths,
  roleAssessmentPath,
  roles,
  routeFor,
  type Crumb,
  type RouteDef,
  type RoutePath,
} from '../../../../../src/lib/routes/index.ts';
import type { NavLink } from '../../../../../src/lib/shell/navigation.ts';

declare const anyString: string;
declare const browser: Parameters<typeof measure>[0];
const route = routeFor('/advisory');

export function acceptsThePagesOfTheTable() {
  routeFor('/');
  routeFor('/newsletter/confirm');
  routeFor('/ai-assessment-cfo');
  pagePath('/welcome') satisfies '/welcome';
  breadcrumbs('/admin/podcasts');
  for (const role of roles) routeFor(`/ai-assessment-${role.id}`) satisfies RouteDef;
  roleAssessmentPath('gardener') satisfies RoutePath;
  withNext('/signup', anyString);
  siteLink('http://localhost:4321', '/confirm', { token_hash: 'x' });
  void measure(browser, 'http://localhost:4321', '/ai-assessments');
  SignInForm({ signUpPath: '/signup', resetPasswordPath: '/reset-password' });
  SignUpForm({ signInPath: '/auth' });
  ResultLinks({ kit: '/ai-survival-kit', advisory: '/advisory' });
  const crumb: Crumb = { label: 'Advisory', href: '/advisory' };
  const link: NavLink = { path: '/contact', label: 'Contact', icon: 'mail', needsAccount: false };
  const links: AssessmentContent['links'] = { kit: '/ai-survival-kit', advisory: '/advisory' };
  const figures: PageFigures['path'] = '/welcome';
  return [crumb, link, links, figures, route];
}

export function exposesPathsAsTheTableTypesThem() {
  return [
    sitePages.newsletterConfirm satisfies RoutePath,
    sitePages.newsletterUnsubscribe satisfies RoutePath,
    signInLanding satisfies RoutePath,
    signedInHome satisfies RoutePath,
    contactPath satisfies RoutePath,
    publicPaths() satisfies RoutePath[],
    tailoredGuidePaths() satisfies RoutePath[],
    route.path satisfies RoutePath,
  ];
}

export function takesAnyStringWhereThePathIsReadAtRunTime() {
  return [findRoute(anyString), normalizePath(anyString), allowedRedirect('http://localhost:4321', anyString)];
}

export function refusesPathsThatNameNoPage() {
  // @ts-expect-error: not a page of the table
  routeFor('/welcom');
  // @ts-expect-error: not a page of the table
  pagePath('/advisory/');
  // @ts-expect-error: not a page of the table
  breadcrumbs('/nowhere');
  // @ts-expect-error: no such role
  routeFor('/ai-assessment-astronaut');
  // @ts-expect-error: no such role
  roleAssessmentPath('astronaut');
  // @ts-expect-error: a run-time string is no page path
  routeFor(anyString);
  // @ts-expect-error: not a page of the table
  withNext('/sign-up', anyString);
  // @ts-expect-error: not a page of the table
  siteLink('http://localhost:4321', '/confirmation');
  // @ts-expect-error: not a page of the table
  void measure(browser, 'http://localhost:4321', '/assessments');
  // @ts-expect-error: not a page of the table
  SignInForm({ signUpPath: '/register', resetPasswordPath: '/reset-password' });
  // @ts-expect-error: not a page of the table
  SignUpForm({ signInPath: '/login' });
  // @ts-expect-error: not a page of the table
  ResultLinks({ kit: '/kit', advisory: '/advisory' });
  // @ts-expect-error: not a page of the table
  const crumb: Crumb = { label: 'Advisory', href: '/advisor' };
  // @ts-expect-error: not a page of the table
  const link: NavLink = { path: '/contacts', label: 'Contact', icon: 'mail' };
  // @ts-expect-error: not a page of the table
  const card: Pick<RoleCard, 'path'> = { path: '/ai-assessment-ceo-2' };
  // @ts-expect-error: not a page of the table
  const links: AssessmentContent['links'] = { kit: '/ai-survival-kit', advisory: '/advice' };
  // @ts-expect-error: not a page of the table
  const entry: RouteDef = { ...route, path: '/advisory-2' };
  return [crumb, link, card, links, entry];
}
