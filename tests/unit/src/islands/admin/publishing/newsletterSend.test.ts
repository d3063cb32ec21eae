import { expect, it } from 'vitest';
import { driveSend, type SendState } from '../../../../../../src/islands/admin/publishing/newsletterSend.ts';

const state = (sent: number, done: boolean): SendState => ({
  test: { sentAt: '2026-01-15T09:00:00Z', to: 'owner@example.test', current: true },
  started: true,
  finishedAt: done ? '2026-01-15T09:05:00Z' : null,
  audience: 0,
  total: 60,
  sent,
  skipped: 0,
  pending: 60 - sent,
  done,
});

it('calls the function chunk after chunk, reporting each answer, until the send is done', async () => {
  const answers = [state(25, false), state(50, false), state(60, true)];
  const seen: number[] = [];
  await driveSend(
    async () => answers.shift() ?? state(60, true),
    (answer) => seen.push(answer.sent),
    new AbortController().signal,
  );
  expect(seen).toEqual([25, 50, 60]);
  expect(answers).toEqual([]);
});

it('stops calling once the panel is closed', async () => {
  const controller = new AbortController();
  let calls = 0;
  await driveSend(
    async () => {
      calls++;
      controller.abort();
      return state(25, false);
    },
    () => {},
    controller.signal,
  );
  expect(calls).toBe(1);
});

it('passes a failure on, for the panel to offer Try again', async () => {
  await expect(
    driveSend(
      () => Promise.reject(new Error('The mail provider is down.')),
      () => {},
      new AbortController().signal,
    ),
  ).rejects.toThrow('The mail provider is down.');
});

it('pauses before asking again when a call moved nothing, as while an interrupted call holds the recipients left', async () => {
  const answers = [state(25, false), state(25, false), state(25, false), state(60, true)];
  const waits: number[] = [];
  await driveSend(
    async () => answers.shift() ?? state(60, true),
    () => {},
    new AbortController().signal,
    async (ms) => {
      waits.push(ms);
    },
  );
  expect(waits).toEqual([5000, 5000]);
});
