/** Ids as Postgres makes them (version 4), which the registry's schemas require. */
export const ids = {
  signal: '5a1e0000-0000-4000-8000-000000000001',
  otherSignal: '5a1e0000-0000-4000-8000-000000000002',
  note: '0e7e0000-0000-4000-8000-000000000001',
  brief: 'b21e0000-0000-4000-8000-000000000001',
  article: 'a271c1e0-0000-4000-8000-000000000001',
  issue: '155e0000-0000-4000-8000-000000000001',
  lead: '1ead0000-0000-4000-8000-000000000001',
  task: '7a5c0000-0000-4000-8000-000000000001',
};

/** One answer per registry tool, shaped as its output schema says (a test checks each against it). */
export const plausibleResults: Record<string, unknown> = {
  list_signals: [
    {
      id: ids.signal,
      title: 'Edge chips ship',
      url: null,
      source: 'Feed',
      summary: 'Cheaper inference at the edge.',
      tags: ['edge', 'chips'],
      strength: 5,
      signal_on: '2026-11-20',
    },
    {
      id: ids.otherSignal,
      title: 'Agents in CRMs',
      url: 'https://example.com/a',
      source: 'Feed',
      summary: 'CRMs add agents.',
      tags: ['agents'],
      strength: 4,
      signal_on: '2026-11-19',
    },
  ],
  search_notes: [{ id: ids.note, title: 'Notes on edge inference', passage: 'Costs fall when models run on the device.' }],
  search_site_passages: [{ title: 'Pricing', page_title: 'Services', url: '/services#pricing', text: 'Three packages.' }],
  read_brief: {
    id: ids.brief,
    title: 'Edge brief',
    body_md: 'Body',
    status: 'draft',
    updated_at: '2026-11-21T10:00:00Z',
    sources: [{ kind: 'signal', id: ids.signal, title: 'Edge chips ship' }],
  },
  create_brief_draft: { id: ids.brief, title: 'Edge brief', sources: 3 },
  list_recent_articles: {
    since: null,
    articles: [
      { id: ids.article, slug: 'edge', title: 'Why the edge wins', summary: 'S', tags: ['edge'], published_at: '2026-11-18T09:00:00Z' },
    ],
  },
  create_newsletter_draft: { id: ids.issue, slug: 'issue-12', subject: 'Issue 12' },
  read_lead: {
    id: ids.lead,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    organisation: 'Engines Ltd',
    stage: 'new',
    notes: '',
    created_at: '2026-11-20T08:00:00Z',
    message: 'We would like a workshop on agents.',
    reply: null,
  },
  list_new_leads: [
    {
      id: ids.lead,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organisation: 'Engines Ltd',
      created_at: '2026-11-20T08:00:00Z',
      message: 'We would like a workshop on agents.',
    },
  ],
  record_triage: { lead_id: ids.lead, score: 70, triaged_at: '2026-11-21T09:00:00Z' },
  discard_reply: { lead_id: ids.lead, discarded: true },
  add_task: { id: ids.task, title: 'Call Ada back', due_on: null },
  draft_reply: { lead_id: ids.lead, subject: 'Your workshop', drafted_at: '2026-11-21T10:00:00Z' },
  send_reply: { lead_id: ids.lead, to: 'ada@example.com', sent_at: '2026-11-21T10:05:00Z' },
};
