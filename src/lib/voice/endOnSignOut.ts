import { voiceApi } from './voiceApi.ts';
import { savedConversationIn } from './savedConversation.ts';

/** Ends this tab's voice conversation before signing out, while the token still lets it; a failure does not hold up the sign-out. */
export async function endConversationOnSignOut(): Promise<void> {
  const saved = savedConversationIn(sessionStorage, localStorage);
  const sessionId = saved.read()?.state.sessionId;
  saved.write(null);
  if (sessionId)
    await voiceApi.endSession(sessionId).catch((error: unknown) => console.warn('The voice conversation could not be ended.', error));
}
