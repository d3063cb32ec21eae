import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { Tasks } from './Tasks.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Tasks />);
}
