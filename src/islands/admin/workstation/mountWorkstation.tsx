import { ownerTimeZone } from '../kit/owner.ts';
import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { Workstation } from './Workstation.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Workstation timeZone={ownerTimeZone(element)} now={Date.now} />);
}
