import { isRecord, isString, oneOf } from '../plainChecks.ts';
import type { UtmParams } from './utm.ts';

/** The context every `firstparty-analytics` call carries. */
export interface FirstPartyContext {
  user_agent: string;
  referrer: string | null;
  landing_page: string;
  locale: string;
}

export type Metadata = Record<string, string | number | boolean | null>;

/** The apps whose use is recorded as `app_usage`, by these names. */
export const appNames = ['assistant', 'kit', 'heatmap', 'assessments'] as const;
export type AppName = (typeof appNames)[number];

/** The features whose use is recorded as `feature_use`, by these names. */
export const featureNames = ['copy_prompt', 'print_result', 'share_link', 'download_data'] as const;
export type FeatureName = (typeof featureNames)[number];

export type FirstPartyBody =
  | { type: 'page_view'; session_id: string; payload: { path: string; title: string; referrer: string | null }; context: FirstPartyContext }
  | { type: 'app_usage'; session_id: string; payload: { app: string; action: string; metadata: Metadata }; context: FirstPartyContext }
  | { type: 'feature_use'; session_id: string; payload: { feature: string; metadata: Metadata }; context: FirstPartyContext };

const firstPartyTypes: readonly FirstPartyBody['type'][] = ['page_view', 'app_usage', 'feature_use'];

/** A first-party event read back from storage, checked as far as sending it needs: the server checks the rest. */
export const isFirstPartyBody = (value: unknown): value is FirstPartyBody =>
  isRecord(value) &&
  oneOf(firstPartyTypes)(value.type) &&
  isString(value.session_id) &&
  value.session_id !== '' &&
  isRecord(value.payload) &&
  isRecord(value.context);

/** Referrer and landing page come from the session's first page, so every call tells the same story. */
export function firstPartyContext(userAgent: string, locale: string, origin: UtmParams): FirstPartyContext {
  return { user_agent: userAgent, referrer: origin.referrer, landing_page: origin.landing, locale };
}

export function pageViewBody(
  sessionId: string,
  page: { path: string; title: string; referrer: string | null },
  context: FirstPartyContext,
): FirstPartyBody {
  return { type: 'page_view', session_id: sessionId, payload: { ...page }, context };
}

export function appUsageBody(
  sessionId: string,
  app: AppName,
  action: string,
  metadata: Metadata,
  context: FirstPartyContext,
): FirstPartyBody {
  return { type: 'app_usage', session_id: sessionId, payload: { app, action, metadata }, context };
}

export function featureUseBody(sessionId: string, feature: FeatureName, metadata: Metadata, context: FirstPartyContext): FirstPartyBody {
  return { type: 'feature_use', session_id: sessionId, payload: { feature, metadata }, context };
}
