import type { Lead } from './leadsApi.ts';

const day = (moment: string) => moment.slice(0, 10);

/**
 * What the lead triage left on a lead: its score and why, and the reply it drafted, which waits
 * for the owner's approval on /orchestration and is mailed only once approved.
 */
export function LeadTriage({ lead }: { lead: Lead }) {
  if (lead.triage_score === null && !lead.reply_drafted_at) return null;
  return (
    <section className="admin-stack" aria-labelledby="lead-triage-heading">
      <h3 id="lead-triage-heading">Triage</h3>
      {lead.triage_score !== null && (
        <p>
          Score <strong>{lead.triage_score}</strong> of 100
          {lead.triage_reason && <span className="admin-muted">: {lead.triage_reason}</span>}
        </p>
      )}
      {lead.reply_drafted_at && (
        <figure>
          <figcaption className="admin-muted">
            {lead.reply_sent_at ? (
              `Reply sent ${day(lead.reply_sent_at)}:`
            ) : (
              <>
                Reply drafted {day(lead.reply_drafted_at)}, waiting for your approval on{' '}
                <a href="/orchestration?status=waiting_approval">Orchestration</a>:
              </>
            )}
          </figcaption>
          <blockquote className="admin-quote">
            <strong>{lead.reply_subject}</strong>
            {`\n\n${lead.reply_body}`}
          </blockquote>
        </figure>
      )}
    </section>
  );
}
