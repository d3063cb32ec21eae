/** What the strategist writes and speaks about, for the public overview. */
export const themes = [
  {
    title: 'Where AI belongs in the work',
    text: 'Not every task should be automated. How to find the parts of a job where AI genuinely helps, the parts where it quietly makes things worse, and how to tell the difference early.',
  },
  {
    title: 'Bringing people with you',
    text: 'Adoption fails in teams, not in software. Confidence, fear of replacement, new skills and the managers in the middle who carry the change.',
  },
  {
    title: 'Deciding with incomplete evidence',
    text: 'Reading the research on AI and jobs without hype or panic, and making decisions that hold up when the technology moves again next quarter.',
  },
  {
    title: 'Responsible use in practice',
    text: 'Data, accuracy, accountability and disclosure, turned into simple working rules that teams actually follow.',
  },
] as const;
