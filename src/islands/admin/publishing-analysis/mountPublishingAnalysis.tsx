import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { PublishingAnalysis } from './PublishingAnalysis.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <PublishingAnalysis timeZone={ownerTimeZone(element)} />);
}
