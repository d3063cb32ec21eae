import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerName } from '../kit/owner.ts';
import { Leads } from './Leads.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Leads ownerName={ownerName(element)} />);
}
