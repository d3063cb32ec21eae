import { describe, expect, it } from 'vitest';
import { audioExtension } from '../../../../../src/lib/voice/audioBlobs.ts';

describe('naming a spoken clip to save', () => {
  it('takes the extension from the audio type, WAV when it is not one it knows', () => {
    expect(
      ['audio/mpeg', 'audio/ogg; codecs=opus', 'audio/webm', 'audio/mp4', 'audio/aac', 'audio/wav', 'application/octet-stream'].map(
        audioExtension,
      ),
    ).toEqual(['mp3', 'ogg', 'webm', 'm4a', 'm4a', 'wav', 'wav']);
  });
});
