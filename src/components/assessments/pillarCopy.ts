import type { Pillar } from '../../lib/assessments/pillars.ts';

/**
 * The six pillars of the Cisco AI Readiness Index, brought down to one person in one role: what
 * the hub says each dimension asks about. Every assessment names them in its own words.
 */
export const pillarCopy: Readonly<Record<Pillar, { name: string; asks: string }>> = {
  strategy: { name: 'Strategy', asks: 'Whether you know where AI could help in your work, and where it should stay out.' },
  infrastructure: {
    name: 'Tools and access',
    asks: 'Whether you have the devices, accounts and approved tools to use AI where you actually work.',
  },
  data: {
    name: 'Data and records',
    asks: 'Whether the information your work depends on is kept in a form you, or a tool, can find and trust.',
  },
  governance: {
    name: 'Safe and responsible use',
    asks: 'Whether you check what AI tells you, protect other people’s details and know the rules that apply to you.',
  },
  talent: { name: 'Skills', asks: 'Whether you can ask a good question, judge the answer and keep learning as the tools change.' },
  culture: { name: 'Habits and culture', asks: 'Whether the people around you try, share and learn from AI together, or keep it quiet.' },
};
