import { type FullConfig, request } from '@playwright/test';
import { createAdmin } from './adminRows.ts';

/** Runs once the suite's server answers, before any spec: its admin account exists from the start. */
export default async function createSuiteAdmin(config: FullConfig): Promise<void> {
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    await createAdmin(context);
  } finally {
    await context.dispose();
  }
}
