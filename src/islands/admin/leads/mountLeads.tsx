import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { Leads } from './Leads.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Leads />);
}
