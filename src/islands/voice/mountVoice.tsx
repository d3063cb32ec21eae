/**
 * Mounts the voice panel beside the floating button, once the reader first presses it (or the page
 * carries on a conversation), and from then on keeps the button in step with the conversation:
 * outline when disconnected, filled when connected, red and pulsing while speaking, a spinner and
 * disabled while loading; with the panel closed, a label says Connected or Speaking....
 */
import { createRoot } from 'react-dom/client';
import { addStylesheet } from '../../lib/shell/addStylesheet.ts';
import { $panelOpen, $voice, resumeConversation, start } from '../../stores/voice.ts';
import { buttonLook } from './buttonLook.ts';
import { VoicePanel } from './VoicePanel.tsx';
import stylesheet from './voicePanel.css?url';

export async function mountVoice(root: HTMLElement, button: HTMLButtonElement): Promise<{ toggle(): void }> {
  await addStylesheet(root.ownerDocument, stylesheet);
  const container = root.ownerDocument.createElement('div');
  root.prepend(container);
  const status = root.querySelector<HTMLElement>('.voice-status')!;
  const icon = button.innerHTML;
  resumeConversation();
  createRoot(container).render(<VoicePanel />);

  const draw = () => {
    const look = buttonLook($voice.get(), $panelOpen.get());
    button.dataset.variant = look.variant;
    button.disabled = look.busy;
    button.setAttribute('aria-busy', String(look.busy));
    button.setAttribute('aria-expanded', String($panelOpen.get()));
    button.setAttribute('aria-label', look.label);
    button.innerHTML = look.busy ? '<span class="voice-spinner" aria-hidden="true"></span>' : icon;
    status.textContent = look.status ?? '';
    status.hidden = !look.status;
  };
  $voice.subscribe(draw);
  $panelOpen.subscribe(draw);

  const open = () => {
    $panelOpen.set(true);
    const { isConnected, isLoading } = $voice.get();
    if (!isConnected && !isLoading) void start();
  };
  return { toggle: () => ($panelOpen.get() ? $panelOpen.set(false) : open()) };
}
