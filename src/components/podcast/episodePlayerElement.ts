/**
 * `<episode-player>`: enhances the page's `<audio controls preload="metadata">`, which plays on
 * its own without JavaScript. It adds play and pause, 15-second skips, the speed, chapters and
 * the transcript to seek by, keyboard shortcuts and the place remembered per episode, and sends
 * the play and the completion as analytics events when the listener accepted analytics.
 */
import { clockTime } from '../../lib/podcast/duration.ts';
import type { TranscriptCue } from '../../lib/podcast/episodeTypes.ts';
import { rememberPosition, resumePosition } from '../../lib/podcast/player/positionMemory.ts';
import { type PlayerAction, shortcutAction, steppedSpeed } from '../../lib/podcast/player/shortcuts.ts';
import { clampedTime, completedShare, currentIndex, progress } from '../../lib/podcast/player/timeline.ts';
import { analyticsConsentFromCookie, analyticsRequestEvent } from '../../lib/assessments/results/completionEvent.ts';
import { localStore } from '../../lib/storage/lazyStores.ts';
import { loadTranscript, markCurrent } from './transcriptView.ts';

const skipSeconds = 15;
const hasAnalyticsConsent = analyticsConsentFromCookie(() => document.cookie);
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

class EpisodePlayer extends HTMLElement {
  connectedCallback(): void {
    const audio = this.querySelector('audio');
    const episode = this.dataset.episode;
    if (!audio || !episode) return;
    const find = <T extends HTMLElement>(selector: string) => this.querySelector<T>(selector);
    const toggle = find<HTMLButtonElement>('[data-action="toggle"]');
    const speed = find<HTMLSelectElement>('[data-speed]');
    const resumed = find<HTMLElement>('[data-resumed]');
    const chapters = [...this.querySelectorAll<HTMLButtonElement>('[data-chapters] button[data-start]')];
    const chapterStarts = chapters.map((button) => ({ start: Number(button.dataset.start) }));
    let cues: TranscriptCue[] = [];
    let cueButtons: HTMLButtonElement[] = [];

    const seek = (time: number, play = false) => {
      audio.currentTime = clampedTime(time, audio.duration);
      if (play) void audio.play();
    };
    const setSpeed = (rate: number) => {
      audio.playbackRate = rate;
      audio.defaultPlaybackRate = rate;
      if (speed) speed.value = String(rate);
    };
    const actions: Record<PlayerAction, () => void> = {
      toggle: () => (audio.paused ? void audio.play() : audio.pause()),
      back: () => seek(audio.currentTime - skipSeconds),
      forward: () => seek(audio.currentTime + skipSeconds),
      slower: () => setSpeed(steppedSpeed(audio.playbackRate, -1)),
      faster: () => setSpeed(steppedSpeed(audio.playbackRate, 1)),
    };

    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button');
      const action = button?.dataset.action as PlayerAction | undefined;
      if (action && action in actions) actions[action]();
      else if (button?.dataset.start) seek(Number(button.dataset.start), true);
    });
    speed?.addEventListener('change', () => setSpeed(Number(speed.value)));
    document.addEventListener('keydown', (event) => {
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      const { key, ctrlKey, altKey, metaKey } = event;
      const action = shortcutAction({ key, ctrlKey, altKey, metaKey, targetTag: target.tagName, targetEditable: target.isContentEditable });
      if (!action) return;
      event.preventDefault();
      actions[action]();
    });

    // Analytics: one play per page load, one completion once 95 % is heard; none without consent.
    const sent = new Set<string>();
    const send = (name: 'podcast_play' | 'podcast_complete') => {
      if (sent.has(name)) return;
      sent.add(name);
      if (hasAnalyticsConsent()) document.dispatchEvent(new CustomEvent(analyticsRequestEvent, { detail: { name, data: { episode } } }));
    };

    // The place is kept once the listener has pressed play: opening the page alone stores nothing.
    let savedAt = -1;
    const save = () => {
      if (!sent.has('podcast_play')) return;
      rememberPosition(localStore, episode, audio.currentTime, audio.duration);
      savedAt = audio.currentTime;
    };
    const resume = () => {
      const place = resumePosition(localStore, episode, audio.duration);
      if (place === undefined) return;
      audio.currentTime = place;
      if (resumed) {
        resumed.textContent = `Picking up where you left off, at ${clockTime(place)}.`;
        resumed.hidden = false;
      }
    };
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else audio.addEventListener('loadedmetadata', resume, { once: true });

    const showTime = () => {
      const time = audio.currentTime;
      markCurrent(chapters, currentIndex(chapterStarts, time), { scroll: false, smooth: false });
      markCurrent(cueButtons, currentIndex(cues, time), { scroll: !audio.paused, smooth: !reducedMotion() });
      if (progress(time, audio.duration) >= completedShare) send('podcast_complete');
      if (Math.abs(time - savedAt) >= 5) save();
    };
    audio.addEventListener('timeupdate', showTime);
    audio.addEventListener('seeked', showTime);
    audio.addEventListener('play', () => {
      if (toggle) toggle.textContent = 'Pause';
      send('podcast_play');
    });
    audio.addEventListener('pause', () => {
      if (toggle) toggle.textContent = 'Play';
      save();
    });
    audio.addEventListener('ended', () => send('podcast_complete'));
    addEventListener('pagehide', save);

    const region = find<HTMLElement>('[data-transcript]');
    if (region?.dataset.transcript)
      loadTranscript(region, region.dataset.transcript)
        .then((loaded) => {
          ({ cues, buttons: cueButtons } = loaded);
          showTime();
        })
        .catch((error: unknown) => console.warn('The transcript could not be shown; its link stays.', error));

    for (const hidden of this.querySelectorAll<HTMLElement>('[data-enhanced]')) hidden.hidden = false;
  }
}

if (!customElements.get('episode-player')) customElements.define('episode-player', EpisodePlayer);
