import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { Signals } from './Signals.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Signals timeZone={ownerTimeZone(element)} />);
}
