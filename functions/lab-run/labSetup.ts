import { aiSettings } from '../_shared/ai/config.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { readModelPrices } from '../_shared/ai/modelPrices.ts';

/**
 * What the lab's columns may be: the configured chat provider and its model (null when none is
 * configured: model columns cannot run), and the models the price table names, offered as other
 * model ids of the same provider. Names only, never a key or an address.
 */
export function labSetup(env: FunctionEnv) {
  const chat = aiSettings(env).chat;
  return {
    chat: chat && { provider: chat.provider, model: chat.model },
    priced_models: Object.keys(readModelPrices(env.AI_MODEL_PRICES).prices).sort(),
  };
}
