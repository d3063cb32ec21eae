/** A clip as the base64 the voice functions take, without the `data:` prefix. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The clip could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A voice function's base64 audio as a Blob to play or save. */
export function base64ToBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** The extension a saved clip gets from its type. */
export function audioExtension(type: string): string {
  if (type.includes('mpeg')) return 'mp3';
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('webm')) return 'webm';
  if (type.includes('mp4') || type.includes('aac')) return 'm4a';
  return 'wav';
}
