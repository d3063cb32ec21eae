import type { FunctionEnv } from '../env.ts';
import { chatAdapter } from './chatAdapter.ts';
import { aiSettings } from './config.ts';
import { imageAdapter } from './imageAdapter.ts';
import type { AiPorts, ChatPort } from './ports.ts';
import { speechToTextAdapter } from './speechToTextAdapter.ts';
import { textToSpeechAdapter } from './textToSpeechAdapter.ts';

const ports = new WeakMap<FunctionEnv, AiPorts>();

const outwardFetch = (env: FunctionEnv): typeof fetch => {
  const outward = env.providerFetch ?? fetch;
  return (input, init) => outward(input, init);
};

/**
 * The configured providers behind the ports, made once per environment. Each adapter uses the
 * environment's `providerFetch`, so the embedded backend and the tests decide how HTTP goes out;
 * the keys stay here, in the function, and no answer carries them.
 */
export function aiPorts(env: FunctionEnv): AiPorts {
  let made = ports.get(env);
  if (!made) {
    const settings = aiSettings(env);
    const fetchImpl = outwardFetch(env);
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

/**
 * Chat with another model of the configured chat provider (its address and key, the model named):
 * the lab compares models side by side. null when no chat provider is configured.
 */
export function chatPortFor(env: FunctionEnv, model: string): ChatPort | null {
  const settings = aiSettings(env).chat;
  if (!settings) return null;
  return model === settings.model ? aiPorts(env).chat : chatAdapter({ ...settings, model }, outwardFetch(env));
}
