import { notForReaders } from './publishingRebuilds.ts';

/**
 * signal-feeds is the admin's (or a production cron job's, with the service role): sent with a
 * user's session every body is refused before it is read and no feed is fetched; signed out, the
 * gateway refuses it. The admin's own calls are in tests/integration/signals/signal-feeds.test.ts.
 */
export const signalFeeds = notForReaders('signal-feeds');
