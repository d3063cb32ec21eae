import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { Briefs } from './Briefs.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Briefs timeZone={ownerTimeZone(element)} />);
}
