import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { RoadmapBoard } from './RoadmapBoard.tsx';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <RoadmapBoard />);
}
