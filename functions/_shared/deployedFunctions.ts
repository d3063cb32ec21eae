/**
 * The functions of supabase/config.toml, for what must name them all at run time (a hosted
 * function cannot read that file): the status checks probe each one. A unit test keeps this list
 * equal to the file's.
 */
export const deployedFunctions = [
  'admin-status',
  'account-export',
  'account-delete',
  'analytics-orchestrator',
  'firstparty-analytics',
  'newsletter-subscribe',
  'newsletter-confirm',
  'newsletter-unsubscribe',
  'contact-submit',
  'ai-chat',
  'ai-status',
  'ai-tools',
  'ai-runs',
  'ai-runner',
  'credentials',
  'mcp',
  'partner-api',
  'voice-conversation',
  'voice-to-text',
  'text-to-speech',
  'image-generate',
  'lab-run',
  'system-status',
  'system-test-mail',
  'site-rebuild',
  'publishing-scheduler',
  'site-switches',
  'newsletter-send',
  'signal-feeds',
] as const;
