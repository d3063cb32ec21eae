import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { Tasks } from './Tasks.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Tasks timeZone={ownerTimeZone(element)} />);
}
