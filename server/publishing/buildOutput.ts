/** The most of a build's output kept while it runs: its end is what says why it failed. */
const keptChars = 64 * 1024;

/** Collects a build's output, keeping its last part only. */
export function outputTail() {
  let text = '';
  return {
    add(chunk: string) {
      text = (text + chunk).slice(-keptChars);
    },
    /** Why the build failed, for the owner: the output's last lines, without terminal colours. */
    reason(exitCode: number | null, signal: string | null): string {
      return buildFailureReason(text, exitCode, signal);
    },
  };
}

// Terminal colour and cursor sequences, which Astro's logger writes around its messages.
const terminalCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

/** The last lines of the output, trimmed to something the owner can read (at most ~1,500 characters). */
export function buildFailureReason(output: string, exitCode: number | null, signal: string | null, maxChars = 1500): string {
  const lines = output
    .replace(terminalCodes, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const tail: string[] = [];
  let length = 0;
  for (let index = lines.length - 1; index >= 0 && tail.length < 20; index -= 1) {
    const line = lines[index] as string;
    if (length + line.length + 1 > maxChars) break;
    tail.unshift(line);
    length += line.length + 1;
  }
  const how = signal ? `was stopped (${signal})` : `exited with code ${exitCode}`;
  return [`The site build ${how}.`, ...tail].join('\n');
}
