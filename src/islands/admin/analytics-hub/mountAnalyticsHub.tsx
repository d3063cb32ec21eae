import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { AnalyticsHub } from './AnalyticsHub.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <AnalyticsHub timeZone={ownerTimeZone(element)} />);
}
