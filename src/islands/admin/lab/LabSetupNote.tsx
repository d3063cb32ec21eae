import type { LabSetup } from './labShapes.ts';

/** What the lab can run here, said first: the configured provider, or what a configured model would add. */
export function LabSetupNote({ setup }: { setup: LabSetup }) {
  if (!setup.chat) {
    return (
      <div className="card" role="note">
        <p>
          <strong>No chat model is configured</strong> (AI_CHAT_PROVIDER and AI_CHAT_MODEL on the server), so only the site guide column
          runs: it answers the user text with the best passages of this site’s own pages, as the assistant does without a model.
        </p>
        <p className="admin-muted">
          A configured model adds model columns that follow your system text, two to four models or settings side by side on one prompt,
          tokens and cost per column (from AI_MODEL_PRICES), and blind votes between models.
        </p>
      </div>
    );
  }
  const priced = setup.priced_models.length;
  return (
    <p className="admin-muted">
      Model columns ask {setup.chat.provider} (its model {setup.chat.model} unless you name another it serves). Each model column is one AI
      call against the daily quotas and a run in the workbench;{' '}
      {priced ? `${priced} ${priced === 1 ? 'model has' : 'models have'} a price` : 'no model has a price yet (AI_MODEL_PRICES)'}.
    </p>
  );
}
