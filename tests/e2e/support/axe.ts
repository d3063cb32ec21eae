import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe finding, by rule and element, for a spec to expect none. `within` narrows the check to
 * a tool's part of the page (the shell around it is the same on every page and has its own
 * spec); frames are left out there, being other pages that are checked on their own.
 */
export async function axeFindings(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within).exclude('iframe');
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
