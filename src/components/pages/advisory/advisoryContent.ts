/** The advisory page's copy: services, how an engagement runs, and who it is for. */
export const services = [
  {
    title: 'AI opportunity review',
    text: 'A short, structured look at where AI could make a real difference in your organisation and where it would not, ending in a ranked shortlist with the risks named.',
  },
  {
    title: 'Adoption roadmap',
    text: 'From shortlist to plan: pilots worth running, what to measure, who owns each step, the skills your people need and the rules they work by.',
  },
  {
    title: 'Leadership sessions',
    text: 'Working sessions for boards and executive teams: what AI changes in your sector, the decisions in front of you, and the questions to ask your own people and suppliers.',
  },
  {
    title: 'Ongoing advisory',
    text: 'A regular hour with your leadership team while the changes land: a second opinion on proposals, vendors and results, and a check that the people side keeps pace.',
  },
] as const;

export const steps = [
  {
    title: 'A first conversation',
    text: 'Thirty minutes, free, by video call. You describe what you are trying to change; together we decide whether advisory is the right help, or whether something else would serve you better.',
  },
  {
    title: 'A written proposal',
    text: 'Within a week: the questions the work will answer, what you receive, who from your side takes part, the schedule and a fixed fee.',
  },
  {
    title: 'Listening first',
    text: 'Interviews with the people who do the work and the people who lead it, and your team’s results from the role assessments if you use them.',
  },
  {
    title: 'Working sessions',
    text: 'Two or three sessions with your leadership team to weigh the options and agree priorities, with the reasoning written down.',
  },
  {
    title: 'The plan, handed over',
    text: 'A plan your team owns and can run without me, and a follow-up conversation after three months to look at what happened.',
  },
] as const;

export const audiences = [
  'Leadership teams of organisations from about fifty to a few thousand people, public or private, who want to use AI deliberately rather than by accident.',
  'Boards that need to understand what AI means for strategy and risk before they sign off on it.',
  'Heads of people, operations or marketing whose teams are already experimenting and need direction and guardrails.',
] as const;

export const timeCommitment = [
  { who: 'Your executive sponsor', time: 'About one hour a week' },
  { who: 'Your leadership team', time: 'Two to three half-day working sessions' },
  { who: 'People interviewed', time: 'Forty-five minutes each, usually eight to twelve people' },
  { who: 'Typical length', time: 'Four to eight weeks for a review and roadmap' },
] as const;
