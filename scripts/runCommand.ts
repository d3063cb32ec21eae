import { spawn, type StdioOptions } from 'node:child_process';

/** Where a command writes: this process's own output, or a file opened for it (its descriptor). */
export type CommandOutput = 'inherit' | number;

/**
 * Runs a command to its end and resolves with its exit code; its output is this process's, or
 * goes to the file given. A child never outlives this process: when it exits (a finished run,
 * Ctrl-C, a time limit), the child is stopped too, with every process it started (it runs in a
 * process group of its own, so a browser test's web server is not left holding its port).
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  output: CommandOutput = 'inherit',
): Promise<number> {
  return new Promise((resolve) => {
    const stdio: StdioOptions = output === 'inherit' ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env }, detached: true });
    const unhook = whenProcessExits(() => stopGroup(child.pid));
    const done = (code: number) => {
      unhook();
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('close', (code, signal) => done(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // The group has already ended.
  }
}

/**
 * Runs `cleanUp` when this process exits, however it ends. Returns the call that unhooks it once
 * the clean-up is no longer needed (the child ended, the cluster was stopped), so that exit
 * listeners do not pile up over a run.
 */
export function whenProcessExits(cleanUp: () => void): () => void {
  process.on('exit', cleanUp);
  return () => process.off('exit', cleanUp);
}

/** For a process that runs children: Ctrl-C or SIGTERM end it at once, and its exit handlers clean up. */
export function exitOnSignals(): void {
  process.once('SIGINT', exitOnSignal).once('SIGTERM', exitOnSignal);
}

function exitOnSignal(signal: NodeJS.Signals): void {
  console.error(`\n${signal}: stopping.`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
