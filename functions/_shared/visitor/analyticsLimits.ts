import type { RateRule } from './rateLimit.ts';

/**
 * Analytics requests per address, both analytics functions counting together. A reader's queue
 * sends a batch every few seconds at most, so a building of readers behind one address stays well
 * under it; a script that floods the ingest is slowed down before it holds the database.
 */
export const analyticsRateRule = { scope: 'analytics:ip', limit: 120, windowSeconds: 60 } satisfies RateRule;
