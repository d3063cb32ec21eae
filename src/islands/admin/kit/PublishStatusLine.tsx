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
  return (
    <p role="alert" className="publish-status publish-status-failed">
      Not published to the site: {status.message}
    </p>
  );
}
