import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { PublishingHub } from './PublishingHub.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <PublishingHub timeZone={ownerTimeZone(element)} />);
}
