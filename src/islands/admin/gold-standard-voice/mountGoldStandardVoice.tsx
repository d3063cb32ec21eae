import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { GoldStandardVoice } from './GoldStandardVoice.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <GoldStandardVoice />);
}
