import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { VoiceAi } from './VoiceAi.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <VoiceAi />);
}
