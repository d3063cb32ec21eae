import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { Analytics } from './Analytics.tsx';
import { ownerTimeZone } from '../kit/owner.ts';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Analytics timeZone={ownerTimeZone(element)} />);
}
