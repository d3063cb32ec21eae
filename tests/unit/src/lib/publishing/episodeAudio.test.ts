import { describe, expect, it } from 'vitest';
import {
  audioFileProblem,
  durationFromBytes,
  episodeAudioPath,
  podcastAudioMaxBytes,
  podcastAudioType,
} from '../../../../../src/lib/publishing/episodeAudio.ts';
import { silentWav } from '../../../../hostile/audioClips.ts';

describe('podcastAudioType', () => {
  it('gives the bucket’s type, without parameters and under the bucket’s name', () => {
    expect(podcastAudioType({ type: 'audio/webm;codecs=opus', name: 'recording' })).toBe('audio/webm');
    expect(podcastAudioType({ type: 'audio/x-wav', name: 'take.wav' })).toBe('audio/wav');
    expect(podcastAudioType({ type: 'audio/mp3', name: 'show.mp3' })).toBe('audio/mpeg');
    expect(podcastAudioType({ type: '', name: 'Episode 1.M4A' })).toBe('audio/x-m4a');
  });

  it('takes no other type', () => {
    expect(podcastAudioType({ type: 'video/mp4', name: 'clip.mp4' })).toBeNull();
    expect(podcastAudioType({ type: 'audio/flac', name: 'master.flac' })).toBeNull();
    expect(podcastAudioType({ type: '', name: 'notes.txt' })).toBeNull();
  });
});

describe('audioFileProblem', () => {
  it('refuses a type, an empty file and a file past 500 MB, naming the file', () => {
    expect(audioFileProblem({ type: 'audio/flac', name: 'master.flac', size: 10 })).toBe(
      '“master.flac” is of type audio/flac: the podcast takes MP3, M4A, AAC, Ogg, WebM or WAV audio.',
    );
    expect(audioFileProblem({ type: 'audio/wav', name: 'empty.wav', size: 0 })).toBe('“empty.wav” is empty.');
    expect(audioFileProblem({ type: 'audio/mpeg', name: 'long.mp3', size: podcastAudioMaxBytes + 1 })).toBe(
      '“long.mp3” is 501 MB: an episode’s audio may be up to 500 MB.',
    );
    expect(audioFileProblem({ type: 'audio/mpeg', name: 'fine.mp3', size: podcastAudioMaxBytes })).toBeNull();
  });
});

describe('episodeAudioPath and durationFromBytes', () => {
  it('names the object by id with the type’s extension', () => {
    expect(episodeAudioPath('audio/x-m4a', 'abc')).toBe('episodes/abc.m4a');
    expect(episodeAudioPath('audio/webm', 'abc')).toBe('episodes/abc.webm');
  });

  it('reads the length from the bytes, and says nothing of bytes that are no audio', () => {
    expect(durationFromBytes(silentWav(12.5))).toBe(12.5);
    expect(durationFromBytes(new TextEncoder().encode('not audio'))).toBeNull();
  });
});
