/** What a person reads when the microphone cannot be used, with what they can do instead (`upload a file`). */
export function microphoneProblem(error: unknown, instead: string): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return `The microphone was not allowed. Allow it in the browser’s site settings, or ${instead} instead.`;
  if (name === 'NotFoundError') return `No microphone was found. Connect one, or ${instead} instead.`;
  const reason = error instanceof Error ? error.message : String(error);
  return `The microphone could not be used: ${reason}. You can ${instead} instead.`;
}
