/**
 * The voice assistant's floating button, the only part of it a signed-in page loads before the
 * reader asks for it: plain DOM and a small stylesheet. The panel (React, the conversation, the
 * microphone) loads on the first press; on a page reached mid-conversation it loads once the page
 * is idle, so the conversation carries on.
 */
import { addStylesheet } from '../shell/addStylesheet.ts';
import { voiceConversationKey } from '../storageKeys.ts';
import { whenIdle } from '../shell/whenIdle.ts';
import stylesheet from './voiceButton.css?url';

const microphone =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3"/></svg>';

export function drawVoiceButton(doc: Document): void {
  const root = doc.createElement('div');
  root.className = 'voice-assistant';
  root.innerHTML = `<div class="voice-dock"><span class="voice-status" hidden></span><button type="button" class="voice-button" data-variant="outline" aria-expanded="false" aria-label="Voice assistant">${microphone}</button></div>`;
  const button = root.querySelector('button')!;
  let mounted: Promise<{ toggle(): void }> | undefined;
  const mount = () => {
    mounted ??= import('../../islands/voice/mountVoice.tsx')
      .then(({ mountVoice }) => mountVoice(root, button))
      .catch((error: unknown) => {
        mounted = undefined;
        console.error('The voice assistant could not be loaded; pressing the button tries again.', error);
        throw error;
      });
    return mounted;
  };
  // One listener for the page's life: the panel's code, once loaded, opens and closes the panel.
  button.addEventListener(
    'click',
    () =>
      void mount().then(
        (panel) => panel.toggle(),
        () => {},
      ),
  );
  void addStylesheet(doc, stylesheet).then(() => {
    doc.body.append(root);
    doc.documentElement.dataset.voice = 'ready';
  });
  let resuming = false;
  try {
    resuming = sessionStorage.getItem(voiceConversationKey) !== null;
  } catch {
    // Storage blocked: there is no conversation to carry on.
  }
  if (resuming) whenIdle(window, () => void mount().catch(() => {}));
}
