import { spawn } from 'node:child_process';

/**
 * Runs a command to its end with inherited output and resolves with its exit code. A child never
 * outlives this process: when it exits (a finished run, Ctrl-C, a time limit), the child is
 * stopped too.
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const stopChild = () => child.kill('SIGTERM');
    process.on('exit', stopChild);
    const done = (code: number) => {
      process.off('exit', stopChild);
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('close', (code, signal) => done(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

/** For a process that runs children: a signal ends it at once, and exit handlers clean up. */
export function exitOnSignal(signal: NodeJS.Signals): void {
  console.error(`\n${signal}: stopping.`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
