import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { Publishing } from './Publishing.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <Publishing timeZone={ownerTimeZone(element)} />);
}
