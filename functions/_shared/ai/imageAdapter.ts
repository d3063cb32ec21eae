import { generateImage, type ImageModel } from 'ai';
import { type ImageSettings, providerLabel } from './config.ts';
import type { ImagePort } from './ports.ts';
import { providerFailure, providerTimeoutMs, withTimeout } from './providerFailure.ts';
import { openAi, openAiCompatibleServer } from './sdkProviders.ts';

function imageModel(settings: ImageSettings, fetchImpl: typeof fetch): ImageModel {
  if (settings.provider === 'openai') {
    return openAi(settings, fetchImpl).image(settings.model);
  }
  return openAiCompatibleServer(settings, fetchImpl).imageModel(settings.model);
}

/** Images through the AI SDK's generateImage: OpenAI's images API, or a server that copies it. */
export function imageAdapter(settings: ImageSettings, fetchImpl: typeof fetch): ImagePort {
  const model = imageModel(settings, fetchImpl);
  return {
    label: providerLabel(settings),
    async generate(prompt, size, options = {}) {
      try {
        const { image } = await generateImage({
          model,
          prompt,
          size,
          n: 1,
          abortSignal: withTimeout(options.signal, providerTimeoutMs.image),
          maxRetries: 0,
        });
        return { image: image.uint8Array, mimeType: image.mediaType };
      } catch (error) {
        throw providerFailure('image service', error, options.signal);
      }
    },
  };
}
