import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { Switches } from './Switches.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Switches />);
}
