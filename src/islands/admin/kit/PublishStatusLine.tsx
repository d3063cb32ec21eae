import type { PublishStatus } from './usePublishToSite.ts';

/** The editor's line about the public site: publishing…, live with the link, or why it failed. */
export function PublishStatusLine({ status }: { status: PublishStatus }) {
  if (status.phase === 'idle') return <p role="status" className="publish-status" />;
  if (status.phase === 'publishing') {
    const building = status.build?.state === 'building';
    return (
      <p role="status" className="publish-status">
        Publishing… {building ? 'building the site.' : 'waiting for the site build.'}
      </p>
    );
  }
  if (status.phase === 'live') {
    return (
      <p role="status" className="publish-status">
        Live: <a href={status.path}>{status.path}</a>
      </p>
    );
  }
  if (status.phase === 'left-out') {
    return (
      <p role="alert" className="publish-status publish-status-failed">
        Left out of the site: “{status.title}” could not be rendered ({status.reason}). The rest of the site is live; edit the piece and
        publish again.
      </p>
    );
  }
  return (
    <p role="alert" className="publish-status publish-status-failed">
      Not published to the site: {status.message}
    </p>
  );
}
