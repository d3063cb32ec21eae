import { addStylesheet } from '../../../lib/shell/addStylesheet.ts';
import stylesheet from '../../voice/voicePanel.css?url';
import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { VoiceConversation } from './VoiceConversation.tsx';

export function mount(element: HTMLElement): void {
  void addStylesheet(element.ownerDocument, stylesheet);
  mountAdminTool(element, <VoiceConversation />);
}
