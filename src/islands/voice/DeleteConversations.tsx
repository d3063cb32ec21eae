import { useState } from 'react';
import { getSupabase } from '../../lib/auth/supabaseClient.ts';
import { addToast } from '../../stores/toasts.ts';

/** Deletes every conversation of the signed-in user, with their messages, after a second press to confirm. */
export function DeleteConversations({ onBeforeDelete }: { onBeforeDelete(): Promise<void> }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'deleting'>('idle');

  const remove = async () => {
    setStep('deleting');
    await onBeforeDelete();
    const client = await getSupabase();
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    const { error, count } = userId
      ? await client.from('voice_sessions').delete({ count: 'exact' }).eq('user_id', userId)
      : { error: new Error('Not signed in'), count: null };
    setStep('idle');
    if (error) {
      addToast({ title: 'Your conversations could not be deleted', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    addToast({
      title: 'Conversations deleted',
      description: `${count ?? 0} conversation${count === 1 ? '' : 's'} and their messages were deleted.`,
    });
  };

  if (step === 'idle') {
    return (
      <button type="button" className="button voice-delete" onClick={() => setStep('confirm')}>
        Delete my conversations
      </button>
    );
  }
  return (
    <fieldset className="voice-delete-confirm">
      <legend className="sr-only-text">Delete my conversations</legend>
      <p>Delete all your conversations and their messages? This cannot be undone.</p>
      <button type="button" className="button" disabled={step === 'deleting'} onClick={() => void remove()}>
        {step === 'deleting' ? 'Deleting...' : 'Delete them'}
      </button>
      <button type="button" className="button" disabled={step === 'deleting'} onClick={() => setStep('idle')}>
        Cancel
      </button>
    </fieldset>
  );
}
