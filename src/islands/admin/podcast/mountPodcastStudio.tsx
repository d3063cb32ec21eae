import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { PodcastStudio } from './PodcastStudio.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <PodcastStudio timeZone={ownerTimeZone(element)} />);
}
