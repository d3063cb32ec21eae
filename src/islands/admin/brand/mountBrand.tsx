import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { booksIdeas, caseStudies, talks, testimonials } from './brandFields.ts';
import { BrandItems } from './BrandItems.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';

/** The brand editors, one per page, told apart by the element each page holds. */
const tools = {
  'admin-brand-about': () => <ProfileEditor />,
  'admin-brand-work': () => <BrandItems spec={caseStudies} />,
  'admin-brand-books': () => <BrandItems spec={booksIdeas} />,
  'admin-brand-media': () => (
    <div className="admin-stack">
      <BrandItems spec={talks} />
      <BrandItems spec={testimonials} />
    </div>
  ),
};

export function mount(element: HTMLElement): void {
  const tool = tools[element.localName as keyof typeof tools];
  if (tool) mountAdminTool(element, tool());
}
