import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { occupationFiguresFromShell } from './occupationFigures.ts';
import { TrendsHub } from './TrendsHub.tsx';

export function mount(element: HTMLElement): void {
  const figures = occupationFiguresFromShell(element.dataset.occupationFigures);
  mountAdminTool(element, <TrendsHub timeZone={ownerTimeZone(element)} figures={figures} />);
}
