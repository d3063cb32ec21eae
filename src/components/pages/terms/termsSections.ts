/** The terms of use, section by section; the page draws them. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const termsSections: readonly TermsSection[] = [
  {
    id: 'use',
    title: 'Using the site',
    paragraphs: [
      'You may read, share and link to the public pages freely. Please do not try to break or overload the site, reach pages or data that are not meant for you, or collect other visitors’ data.',
      'Some tools need an account. Keep your password to yourself; you are responsible for what is done with your account. An account may be closed if it is used to harm the site or other people.',
    ],
  },
  {
    id: 'advice',
    title: 'What the tools and assessments are, and are not',
    paragraphs: [
      'The AI Confidence Kit, the role assessments and their results are general guidance to help you think about AI in your work. They are not legal, financial, employment or professional advice for your particular situation, and a score is a starting point for a conversation, not a verdict on you or your organisation.',
      'Figures on how AI affects occupations come from published research, named on the pages that use them. They describe broad patterns and may not fit a particular job or company.',
      'When you use an AI tool yourself, check what it produces before you rely on it, and follow your organisation’s rules on what you may share with it.',
    ],
  },
  {
    id: 'content',
    title: 'Content and copyright',
    paragraphs: [
      'The texts, assessments, prompts and designs on this site are protected by copyright. You may quote short passages with a link back, and use the prompts and checklists in your own work. Republishing whole pages or selling the material needs written permission.',
    ],
  },
  {
    id: 'newsletter',
    title: 'Newsletter and contact',
    paragraphs: [
      'The newsletter is free. It is sent only after you confirm your address, and you can leave at any time with the link in every issue.',
      'Writing through the contact form does not create an engagement. Advisory and speaking work is agreed separately, in writing, with its own terms.',
    ],
  },
  {
    id: 'availability',
    title: 'Availability and liability',
    paragraphs: [
      'The site is offered as it is. It is looked after with care, but it may be unavailable at times, and pages and tools may change or be withdrawn.',
      'Nothing in these terms limits liability that cannot be limited by law. Beyond that, no liability is accepted for losses that come from relying on the general guidance on this site.',
      'Links to other sites are there for convenience; those sites are responsible for their own content.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: ['These terms may be updated as the site changes. The version on this page is the one that applies.'],
  },
];
