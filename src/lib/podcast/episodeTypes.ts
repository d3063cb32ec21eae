/**
 * An episode's timed parts, as the podcast_episodes table stores them (seconds). Plain types: the
 * player's browser code reads them too, and must not carry the build's schema library.
 */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

export interface Chapter {
  start: number;
  title: string;
}
