import type { CorpusEntry } from './entry.ts';
import { accountDelete, accountExport, authAdminUserDelete } from './endpoints/accountRights.ts';
import { adminStatus } from './endpoints/adminStatus.ts';
import { aiChat, aiStatus, aiTools } from './endpoints/aiChat.ts';
import { aiRunner, aiRuns } from './endpoints/aiRuns.ts';
import { analyticsOrchestrator } from './endpoints/analyticsOrchestrator.ts';
import { authSignup, authUser } from './endpoints/authAccount.ts';
import { authRecover, authResend } from './endpoints/authMails.ts';
import { authLogout, authServiceInfo } from './endpoints/authSession.ts';
import { authToken } from './endpoints/authToken.ts';
import { authVerify } from './endpoints/authVerify.ts';
import { credentials } from './endpoints/credentials.ts';
import { contactSubmit } from './endpoints/contactSubmit.ts';
import { firstpartyAnalytics } from './endpoints/firstpartyAnalytics.ts';
import { mcp } from './endpoints/mcp.ts';
import { newsletterConfirm, newsletterUnsubscribe } from './endpoints/newsletterLinks.ts';
import { newsletterSend } from './endpoints/newsletterSend.ts';
import { newsletterSubscribe } from './endpoints/newsletterSubscribe.ts';
import { partnerApi } from './endpoints/partnerApi.ts';
import { publishingScheduler, siteRebuild } from './endpoints/publishingRebuilds.ts';
import { restFilterlessWrites } from './endpoints/restFilterlessWrites.ts';
import { restReads } from './endpoints/restReads.ts';
import { signalFeeds } from './endpoints/signalFeeds.ts';
import { siteSwitches } from './endpoints/siteSwitches.ts';
import { storageEntries } from './endpoints/storage.ts';
import { systemStatus, systemTestMail } from './endpoints/systemPages.ts';
import { textToSpeech } from './endpoints/textToSpeech.ts';
import { imageGenerate } from './endpoints/imageGenerate.ts';
import { labRun } from './endpoints/labRun.ts';
import { consentLog, featureUsage, userConsent } from './endpoints/visitorTables.ts';
import { voiceConversation } from './endpoints/voiceConversation.ts';
import { voiceToText } from './endpoints/voiceToText.ts';

/**
 * Every public endpoint, once: the functions under /functions/v1, the visitor tables and reads
 * under /rest/v1, the auth routes under /auth/v1, and the storage routes under /storage/v1. A new public endpoint is one more entry
 * here; the corpus test fails while a function, a visitor table or an auth route has none.
 */
export const corpus: readonly CorpusEntry[] = [
  adminStatus,
  accountExport,
  accountDelete,
  aiChat,
  aiStatus,
  aiTools,
  aiRuns,
  aiRunner,
  credentials,
  mcp,
  analyticsOrchestrator,
  contactSubmit,
  firstpartyAnalytics,
  newsletterConfirm,
  newsletterSubscribe,
  newsletterUnsubscribe,
  newsletterSend,
  siteSwitches,
  voiceConversation,
  voiceToText,
  textToSpeech,
  imageGenerate,
  labRun,
  systemStatus,
  systemTestMail,
  siteRebuild,
  publishingScheduler,
  signalFeeds,
  partnerApi,
  userConsent,
  consentLog,
  featureUsage,
  restReads,
  restFilterlessWrites,
  authSignup,
  authToken,
  authUser,
  authResend,
  authRecover,
  authVerify,
  authLogout,
  authAdminUserDelete,
  ...authServiceInfo,
  ...storageEntries,
];
