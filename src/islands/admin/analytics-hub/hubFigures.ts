import { arrayOf, hasFields, isString, isWholeNumber } from '../../../lib/plainChecks.ts';
import { figureSet } from '../analytics/consoleFigures.ts';

export interface ConsentDay {
  day: string;
  version: string;
  accept_all: number;
  reject_all: number;
  customize: number;
}

export interface ConsentVersion {
  version: string;
  choices: number;
  accept_all: number;
  reject_all: number;
  customize: number;
  analytics_allowed: number;
}

export interface NewsletterFunnel {
  subscribed: number;
  confirmed: number;
  unsubscribed: number;
  pending: number;
}

export interface RoleFigures {
  role: string;
  results: number;
  average_score: number;
}

export interface LevelFigures {
  level: string;
  results: number;
}

export interface DimensionFigures {
  role: string;
  dimension: string;
  /** The dimension's name in its assessment; its id when the role's scoring names none. */
  name: string;
  results: number;
  average: number;
}

export interface LeadPopupFigures {
  kind: string;
  shown: number;
  sessions: number;
  viewed_page: number;
  assessment_complete: number;
  newsletter_subscribe: number;
}

export interface HubFigures {
  consent: { days: ConsentDay[]; versions: ConsentVersion[] };
  funnel: NewsletterFunnel;
  assessments: { roles: RoleFigures[]; levels: LevelFigures[]; dimensions: DimensionFigures[] };
  leadPopups: LeadPopupFigures[];
}

const count = isWholeNumber;
const isAverage = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isConsent = hasFields<HubFigures['consent']>({
  days: arrayOf(hasFields<ConsentDay>({ day: isString, version: isString, accept_all: count, reject_all: count, customize: count })),
  versions: arrayOf(
    hasFields<ConsentVersion>({
      version: isString,
      choices: count,
      accept_all: count,
      reject_all: count,
      customize: count,
      analytics_allowed: count,
    }),
  ),
});
const isFunnel = hasFields<NewsletterFunnel>({ subscribed: count, confirmed: count, unsubscribed: count, pending: count });
const isAssessments = hasFields<HubFigures['assessments']>({
  roles: arrayOf(hasFields<RoleFigures>({ role: isString, results: count, average_score: isAverage })),
  levels: arrayOf(hasFields<LevelFigures>({ level: isString, results: count })),
  dimensions: arrayOf(
    hasFields<DimensionFigures>({ role: isString, dimension: isString, name: isString, results: count, average: isAverage }),
  ),
});
const isLeadPopups = arrayOf(
  hasFields<LeadPopupFigures>({
    kind: isString,
    shown: count,
    sessions: count,
    viewed_page: count,
    assessment_complete: count,
    newsletter_subscribe: count,
  }),
);

/** Every figure of /analytics-hub for the range, asked of the database at once. */
export const loadHubFigures = figureSet<HubFigures>({
  consent: ['admin_consent_choices', isConsent, '{days, versions}'],
  funnel: ['admin_newsletter_funnel', isFunnel, '{subscribed, confirmed, unsubscribed, pending}'],
  assessments: ['admin_assessment_figures', isAssessments, '{roles, levels, dimensions}'],
  leadPopups: ['admin_lead_popups', isLeadPopups, '[{kind, shown, sessions, viewed_page, …}]'],
});
