import { z } from 'zod';

/**
 * The six pillars of Cisco's AI Readiness Index. Every assessment adapts each pillar once, as a
 * dimension written for one person in one role, so results compare across roles.
 */
export const pillars = ['strategy', 'infrastructure', 'data', 'governance', 'talent', 'culture'] as const;

export type Pillar = (typeof pillars)[number];

export const pillarSchema = z.enum(pillars, {
  error: (issue) => `expected one of the framework pillars ${pillars.join(', ')}; received ${JSON.stringify(issue.input)}`,
});
