import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { ownerTimeZone } from '../kit/owner.ts';
import { KnowledgeBase } from './KnowledgeBase.tsx';

/** The tag that makes a knowledge-base note a strategy note, on /platform-strategy. */
export const strategyTag = 'strategy';

export function mount(element: HTMLElement): void {
  mountAdminTool(element, <KnowledgeBase timeZone={ownerTimeZone(element)} />);
}

export function mountStrategyNotes(element: HTMLElement): void {
  mountAdminTool(element, <KnowledgeBase timeZone={ownerTimeZone(element)} fixedTag={strategyTag} />);
}
