import type { Workflow as CatalogWorkflow } from '../kit/workbenchCatalog.ts';
/**
 * The AI applications of the platform, one entry each: what it is for, the function whose answers
 * the operations record counts, the page that holds it, and who answers it now, read from the
 * ai-status answer. A new application (the MCP server, the partner API, the image studio, the lab)
 * is one entry here; the workflows come from the ai-tools answer and need none.
 */
import type { RoutePath } from '../../../lib/routes/index.ts';
import type { AiStatus, ProviderStatus } from '../kit/aiStatus.ts';

/** One part of an application and who does it now: a provider's label, or what does it without one. */
export interface Answerer {
  part: string;
  by: string;
  /** True when a provider does it, so each call reaches the provider and counts against the daily quota. */
  provider: boolean;
}

export interface FunctionApp {
  title: string;
  purpose: string;
  /** The backend function whose answers are this application's calls. */
  operation: string;
  page: RoutePath;
  answeredBy(status: AiStatus): Answerer[];
}

const answerer = (part: string, port: ProviderStatus, withoutProvider: string): Answerer =>
  port.configured && port.label ? { part, by: port.label, provider: true } : { part, by: withoutProvider, provider: false };

const siteGuide = 'The site guide, no model (set AI_CHAT_PROVIDER)';
const offlineVoice = 'The browser’s offline voice (set AI_TTS_PROVIDER)';

export const functionApps: readonly FunctionApp[] = [
  {
    title: 'Site assistant',
    purpose: 'The voice assistant signed-in readers talk to from any page, and its full-page conversation, in the reference voice.',
    operation: 'voice-conversation',
    page: '/voice-conversation',
    answeredBy: (status) => [
      answerer('Answers', status.chat, siteGuide),
      answerer('Hears', status.speechToText, 'Typed messages only (set AI_STT_PROVIDER)'),
      answerer('Speaks', status.textToSpeech, offlineVoice),
    ],
  },
  {
    title: 'AI chat',
    purpose: 'Your chat with the model, grounded in the site’s passages and your notes, with the conversations kept.',
    operation: 'ai-chat',
    page: '/ai-chat',
    answeredBy: (status) => [answerer('Answers', status.chat, siteGuide)],
  },
  {
    title: 'Speech to text',
    purpose: 'Recorded or uploaded clips turned into text, for you and for the assistant’s microphone.',
    operation: 'voice-to-text',
    page: '/voice-ai',
    answeredBy: (status) => [answerer('Hears', status.speechToText, 'Nobody: off until AI_STT_PROVIDER is set')],
  },
  {
    title: 'Text to speech',
    purpose: 'A text spoken and saved as audio, in a voice of the provider or the browser.',
    operation: 'text-to-speech',
    page: '/voice-ai',
    answeredBy: (status) => [answerer('Speaks', status.textToSpeech, offlineVoice)],
  },
  {
    title: 'Image studio',
    purpose: 'Share cards, covers and story images for your articles, episodes and show, with their alt text.',
    operation: 'image-generate',
    page: '/image-ai',
    answeredBy: (status) => [answerer('Draws', status.image, 'The template composer in your browser, no model (set AI_IMAGE_PROVIDER)')],
  },
  {
    title: 'Lab',
    purpose:
      'One prompt answered side by side by models and the site guide, with tokens, latency and cost, saved versions and blind votes.',
    operation: 'lab-run',
    page: '/lab',
    answeredBy: (status) => [answerer('Answers', status.chat, 'The site guide column only, no model (set AI_CHAT_PROVIDER)')],
  },
];

/** What a card needs of a workflow as the ai-tools answer lists it; `model` is null when it runs by its own rules. */
export type Workflow = Pick<CatalogWorkflow, 'name' | 'title' | 'description' | 'startable' | 'model'>;

/** Where a workflow's runs are watched: the coordinator's tree of runs has a page of its own. */
export const workflowPage = (workflow: Workflow): RoutePath =>
  workflow.name === 'coordinated-piece' ? '/enhanced-agent-coordination' : '/orchestration';

export const workflowAnsweredBy = (workflow: Workflow): Answerer[] => [
  workflow.model
    ? { part: 'Runs', by: `An agent on ${workflow.model}`, provider: true }
    : { part: 'Runs', by: 'Its own rules, no model', provider: false },
];
