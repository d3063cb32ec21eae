/**
 * The events this site queues for `analytics-orchestrator`: the server's own list, imported so a
 * name is added on both sides at once (the server refuses a batch holding any other name).
 */
export { analyticsEventNames, type AnalyticsEventName } from '../../../functions/_shared/visitor/eventNames.ts';
