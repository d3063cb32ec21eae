import type { FunctionEnv } from '../env.ts';
import { chatAdapter } from './chatAdapter.ts';
import { aiSettings } from './config.ts';
import { imageAdapter } from './imageAdapter.ts';
import type { AiPorts } from './ports.ts';
import { speechToTextAdapter } from './speechToTextAdapter.ts';
import { textToSpeechAdapter } from './textToSpeechAdapter.ts';

const ports = new WeakMap<FunctionEnv, AiPorts>();

/**
 * The configured providers behind the ports, made once per environment. Each adapter uses the
 * environment's `providerFetch`, so the embedded backend and the tests decide how HTTP goes out;
 * the keys stay here, in the function, and no answer carries them.
 */
export function aiPorts(env: FunctionEnv): AiPorts {
  let made = ports.get(env);
  if (!made) {
    const settings = aiSettings(env);
    const outward = env.providerFetch ?? fetch;
    const fetchImpl: typeof fetch = (input, init) => outward(input, init);
    made = {
      chat: settings.chat && chatAdapter(settings.chat, fetchImpl),
      speechToText: settings.speechToText && speechToTextAdapter(settings.speechToText, fetchImpl),
      textToSpeech: settings.textToSpeech && textToSpeechAdapter(settings.textToSpeech, fetchImpl),
      image: settings.image && imageAdapter(settings.image, fetchImpl),
    };
    ports.set(env, made);
  }
  return made;
}
