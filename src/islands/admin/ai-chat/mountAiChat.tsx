import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { AiChat } from './AiChat.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <AiChat />);
}
