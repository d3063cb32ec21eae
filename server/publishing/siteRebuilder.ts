import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SiteBuild, SiteRebuildPort, SkippedPiece } from '../../functions/_shared/publishing/siteBuild.ts';
import type { BuildRecords } from './buildRecords.ts';
import { keepPreviousAssets, swapSite } from './swapSite.ts';

/** What building the site into `outDir` gave: done (with the pieces it left out), or the reason it failed, for the owner. */
export type BuildOutcome = { ok: true; skipped?: SkippedPiece[] } | { ok: false; error: string };

/**
 * Builds the site into `outDir` (a folder that does not exist yet); the real one is astroBuild.ts.
 * `servedDir` is the site being served, which the build may reuse unchanged work from.
 */
export type BuildCommand = (outDir: string, signal: AbortSignal, servedDir: string) => Promise<BuildOutcome>;

export interface SiteRebuilderOptions {
  /** The folder the site is served from; builds go to a sibling folder and are swapped in. */
  distDir: string;
  build: BuildCommand;
  records: BuildRecords;
  /** After a swap: what the server caches from the site reads it again (the site guide's passages). */
  afterSwap: () => Promise<void>;
  /**
   * How long a requested build waits before it starts, so that publishes close together (an
   * article, then its issue) join one build instead of starting a second one mid-build.
   */
  gatherMs?: number;
  log?: (line: string) => void;
}

export interface SiteRebuilder extends SiteRebuildPort {
  /** True while a build waits or runs. */
  busy(): boolean;
  /** Resolves once no build waits or runs (tests, benchmarks, the first build at start). */
  idle(): Promise<void>;
  /** Stops a running build (its site is not swapped in) and forgets the waiting one. */
  close(): Promise<void>;
}

/**
 * The embedded backend's rebuilds: one build at a time. A request while a build waits joins it; a
 * request while one runs queues exactly one more (the running build may have read the content
 * before the change). Each build goes into a fresh sibling folder of the site; on success it is
 * swapped in whole, and on failure the served site stays as it was and the record says why.
 */
export function createSiteRebuilder(options: SiteRebuilderOptions): SiteRebuilder {
  const { distDir, build, records, afterSwap } = options;
  const gatherMs = options.gatherMs ?? 1500;
  const log = options.log ?? ((line: string) => console.log(line));
  let waiting: { id: number; timer: NodeJS.Timeout | null } | null = null;
  let running: { id: number; done: Promise<void>; controller: AbortController } | null = null;
  let queuing: Promise<SiteBuild> | null = null;
  let closed = false;
  const idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (waiting || running) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const startWaiting = () => {
    if (!waiting || running || waiting.timer) return;
    const id = waiting.id;
    waiting.timer = setTimeout(() => {
      if (waiting?.id !== id || closed) return;
      waiting = null;
      const controller = new AbortController();
      const done = runBuild(id, controller.signal).finally(() => {
        running = null;
        startWaiting();
        settle();
      });
      running = { id, done, controller };
    }, gatherMs);
  };

  const runBuild = async (id: number, signal: AbortSignal): Promise<void> => {
    await records.start(id);
    const outDir = join(dirname(distDir), `.${basename(distDir)}-build-${id}`);
    rmSync(outDir, { recursive: true, force: true });
    const started = performance.now();
    log(`Site build ${id}: building...`);
    try {
      const outcome = await build(outDir, signal, distDir).catch(
        (error: unknown): BuildOutcome => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
      if (signal.aborted) {
        await records.fail(id, 'The server stopped during this build; publish again to rebuild the site.');
        return;
      }
      if (!outcome.ok) {
        log(`Site build ${id} failed; the previous site stays live. ${outcome.error}`);
        await records.fail(id, outcome.error);
        return;
      }
      keepPreviousAssets(distDir, outDir);
      const previous = swapSite(distDir, outDir);
      await afterSwap().catch((error: unknown) => log(`Site build ${id}: the site is live, but reading it again failed: ${String(error)}`));
      const skipped = outcome.skipped ?? [];
      await records.live(id, skipped);
      const leftOut = skipped.length > 0 ? ` ${skipped.length} piece(s) left out: ${skipped.map((piece) => piece.page).join(', ')}.` : '';
      log(`Site build ${id}: live after ${Math.round(performance.now() - started)} ms.${leftOut}`);
      // Files already being sent keep their open handles; the old folder's names can go.
      if (previous) rmSync(previous, { recursive: true, force: true });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  };

  return {
    async request(): Promise<SiteBuild> {
      if (closed) throw new Error('The site rebuilder is closed.');
      if (waiting) return records.join(waiting.id);
      // A request that arrives while the first one is still being recorded joins that one.
      if (queuing) return records.join((await queuing).id);
      queuing = records.queue();
      try {
        const build = await queuing;
        waiting = { id: build.id, timer: null };
        startWaiting();
        return build;
      } finally {
        queuing = null;
      }
    },
    busy: () => Boolean(waiting || running),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      }),
    async close() {
      closed = true;
      if (waiting?.timer) clearTimeout(waiting.timer);
      waiting = null;
      running?.controller.abort();
      await running?.done;
      settle();
    },
  };
}
