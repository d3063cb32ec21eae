import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, ownerDate } from '../../../src/lib/ownerDays.ts';
import { bodyVariants } from '../../hostile/bodyCases.ts';
import { siteSwitchesShape } from '../../hostile/endpoints/siteSwitches.ts';
import { toJsonText } from '../../hostile/jsonText.ts';
import { backendWithActors } from '../support/backendWithActors.ts';
import { adminEmail } from '../visitor/support/actors.ts';
import { countRows } from '../visitor/support/database.ts';

/**
 * The console's own tables and the switches the functions obey: a contact message becomes a lead,
 * moving a lead marks its message handled, the task views follow the owner's calendar, and each
 * function that obeys a switch answers its closed code while the switch is off.
 */
const setup = backendWithActors();
const { sql } = setup;

const call = (name: string, token: string | null, body?: unknown, method = 'POST') =>
  fetch(`${setup.test.url}/functions/v1/${name}`, {
    method,
    headers: { apikey: setup.test.anonKey, Authorization: `Bearer ${token ?? setup.test.anonKey}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const errorCode = async (response: Response) => ((await response.json()) as { error?: { code?: string } }).error?.code;
const flip = (key: string, enabled: boolean) => call('site-switches', setup.actors.admin.accessToken, { key, enabled });

describe('leads', () => {
  it('makes every contact message a lead that keeps the message id, the name and the address', async () => {
    const sent = await call('contact-submit', null, {
      name: 'Dana Whitfield',
      email: 'dana@example.test',
      message: 'Could we talk about a workshop?',
    });
    expect(sent.status).toBe(200);
    const [lead] = await sql<{ stage: string; name: string; email: string; handled: boolean }>(
      `select l.stage, l.name, l.email, m.handled from public.leads l join public.contact_messages m on m.id = l.contact_message_id
       where m.email = 'dana@example.test'`,
    );
    expect(lead).toEqual({ stage: 'new', name: 'Dana Whitfield', email: 'dana@example.test', handled: false });
  });

  it('marks the message handled when its lead leaves "new", and counts the leads per stage in SQL', async () => {
    await sql(
      `insert into public.contact_messages (name, email, message) values ('Ravi Menon', 'ravi@example.test', 'A proposal, please.')`,
    );
    const admin = setup.actors.admin.client;
    const { data: leads } = await admin.from('leads').select('id, email').in('email', ['dana@example.test', 'ravi@example.test']);
    const idOf = (email: string) => leads?.find((lead) => lead.email === email)?.id as string;
    const replied = await admin
      .from('leads')
      .update({ stage: 'replied' })
      .eq('id', idOf('dana@example.test'))
      .select('stage, stage_changed_at, created_at')
      .single();
    expect(replied.error).toBeNull();
    expect(replied.data?.stage).toBe('replied');
    expect(Date.parse(replied.data?.stage_changed_at as string)).toBeGreaterThan(Date.parse(replied.data?.created_at as string));
    expect(await sql(`select handled from public.contact_messages where email = 'dana@example.test'`)).toEqual([{ handled: true }]);

    // Notes alone leave the message as it was; any later stage is allowed, an unknown one is not.
    await admin.from('leads').update({ notes: 'Call on Monday' }).eq('id', idOf('ravi@example.test'));
    expect(await sql(`select handled from public.contact_messages where email = 'ravi@example.test'`)).toEqual([{ handled: false }]);
    expect((await admin.from('leads').update({ stage: 'proposal' }).eq('id', idOf('ravi@example.test'))).error).toBeNull();
    expect((await admin.from('leads').update({ stage: 'won' }).eq('id', idOf('ravi@example.test'))).error?.code).toBe('23514');
    expect((await admin.from('leads').insert({ organisation: 'Northwind Health', stage: 'client' })).error).toBeNull();

    const counts = await admin.rpc('lead_stage_counts');
    expect(counts.data).toEqual({ new: 0, replied: 1, call_booked: 0, proposal: 1, client: 1, closed: 0 });
    expect((await setup.actors.user.client.rpc('lead_stage_counts')).data).toBeNull();
  });
});

describe('tasks', () => {
  const timeZone = 'Pacific/Auckland';
  it('filters open, done, overdue and due this week by the owner’s calendar', async () => {
    const today = ownerDate(timeZone, Date.now());
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const sunday = addDays(today, 6 - weekday);
    await sql(
      `insert into public.tasks (title, due_on, done_at) values
        ('overdue', $1, null), ('today', $2, null), ('sunday', $3, null), ('next monday', $4, null),
        ('no date', null, null), ('done late', $1, now())`,
      [addDays(today, -1), today, sunday, addDays(sunday, 1)],
    );
    const view = async (name: string) => {
      const { data, error } = await setup.actors.admin.client.rpc('tasks_in_view', { p_view: name, p_time_zone: timeZone });
      expect(error).toBeNull();
      return (data as { title: string }[]).map((task) => task.title).sort();
    };
    expect(await view('overdue')).toEqual(['overdue']);
    expect(await view('due_this_week')).toEqual(['sunday', 'today'].sort());
    expect(await view('open')).toEqual(['next monday', 'no date', 'overdue', 'sunday', 'today']);
    expect(await view('done')).toEqual(['done late']);
    expect((await setup.actors.admin.client.rpc('task_counts', { p_time_zone: timeZone })).data).toEqual({
      all: 6,
      open: 5,
      done: 1,
      overdue: 1,
      due_this_week: 2,
    });
    expect((await setup.actors.admin.client.rpc('tasks_in_view', { p_view: 'later', p_time_zone: timeZone })).error?.code).toBe('22023');
    expect((await setup.actors.admin.client.rpc('tasks_in_view', { p_view: 'open', p_time_zone: 'Mars/Olympus' })).error?.code).toBe(
      '22023',
    );
    expect((await setup.actors.user.client.rpc('tasks_in_view', { p_view: 'all', p_time_zone: timeZone })).data).toEqual([]);
    expect((await setup.actors.user.client.rpc('task_counts', { p_time_zone: timeZone })).data).toBeNull();
  });
});

describe('site switches', () => {
  it('are the admin’s alone: signed out 401, a user 403, and a refused flip moves nothing', async () => {
    expect((await call('site-switches', null, undefined, 'GET')).status).toBe(401);
    const refused = await call('site-switches', setup.actors.user.accessToken, { key: 'newsletter_signups', enabled: false });
    expect(refused.status).toBe(403);
    expect(await sql(`select count(*)::int as off from public.site_switches where not enabled`)).toEqual([{ off: 0 }]);
  });

  it('show the admin every switch and the providers, and record who flipped what', async () => {
    const answer = await flip('lead_popups', false);
    expect(answer.status).toBe(200);
    const state = (await answer.json()) as {
      switches: { key: string; enabled: boolean }[];
      changes: unknown[];
      providers: { id: string }[];
    };
    expect(state.switches.map(({ key, enabled }) => [key, enabled])).toEqual([
      ['analytics_collection', true],
      ['lead_popups', false],
      ['newsletter_signups', true],
      ['voice_assistant', true],
    ]);
    expect(state.changes).toEqual([expect.objectContaining({ key: 'lead_popups', enabled: false, changedByEmail: adminEmail })]);
    expect(state.providers.map((provider) => provider.id)).toEqual(['mail', 'ai_chat', 'ai_speech_to_text', 'ai_text_to_speech']);
    // The build reads the static pages' switch with the anon key, and nothing more.
    expect((await setup.test.client().rpc('static_page_switches')).data).toEqual({ lead_popups: false });
    await flip('lead_popups', true);
    expect((await setup.test.client().rpc('static_page_switches')).data).toEqual({ lead_popups: true });
  });

  it('close newsletter sign-ups with signups_paused, storing nothing, until reopened', async () => {
    await flip('newsletter_signups', false);
    const paused = await call('newsletter-subscribe', null, { email: 'late.reader@example.test' });
    expect([paused.status, await errorCode(paused)]).toEqual([403, 'signups_paused']);
    expect(await countRows(setup.test, `public.newsletter_subscribers where email = 'late.reader@example.test'`)).toBe(0);
    await flip('newsletter_signups', true);
    expect((await call('newsletter-subscribe', null, { email: 'late.reader@example.test' })).status).toBe(200);
  });

  it('pause the voice assistant for users with voice_paused, while the admin keeps it', async () => {
    await flip('voice_assistant', false);
    const user = await call('voice-conversation', setup.actors.user.accessToken, { action: 'create_session' });
    expect([user.status, await errorCode(user)]).toEqual([403, 'voice_paused']);
    expect((await call('voice-conversation', setup.actors.admin.accessToken, { action: 'create_session' })).status).toBe(200);
    await flip('voice_assistant', true);
    expect((await call('voice-conversation', setup.actors.user.accessToken, { action: 'create_session' })).status).toBe(200);
  });

  it('with analytics collection off, store no event from either stream and tell the browser to drop the batch', async () => {
    const agent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const data = {
      sessionId: 'session-paused',
      timestamp: '2026-11-20T10:00:00.000Z',
      url: 'https://example.test/',
      userAgent: agent,
      viewport: { width: 1280, height: 800 },
    };
    const batch = () => ({ events: [{ event: 'page_view', data }], batchId: randomUUID(), timestamp: '2026-11-20T10:00:05.000Z' });
    const firstParty = () => ({
      type: 'page_view',
      session_id: 'session-paused',
      payload: { path: '/', title: 'Home' },
      context: { user_agent: agent, referrer: null, landing_page: '/', locale: 'en-GB' },
      event_id: randomUUID(),
    });
    await flip('analytics_collection', false);
    const paused = await call('analytics-orchestrator', null, batch());
    expect([paused.status, await paused.json()]).toEqual([202, { stored: false, paused: true }]);
    expect((await call('firstparty-analytics', null, firstParty())).status).toBe(202);
    expect(await countRows(setup.test, `public.analytics_events where session_id = 'session-paused'`)).toBe(0);
    expect(await countRows(setup.test, `public.firstparty_events where session_id = 'session-paused'`)).toBe(0);

    await flip('analytics_collection', true);
    expect(await (await call('analytics-orchestrator', null, batch())).json()).toEqual({ stored: true });
    expect(await (await call('firstparty-analytics', null, firstParty())).json()).toEqual({ stored: true });
    expect(await countRows(setup.test, `public.analytics_events where session_id = 'session-paused'`)).toBe(1);
  });

  it('refuse 100 hostile bodies from the admin with a coded 4xx, and no switch moves', async () => {
    const before = await countRows(setup.test, 'public.site_switch_changes');
    const variants = fc.sample(
      bodyVariants(siteSwitchesShape).filter((variant) => variant.expect === 'refused'),
      { numRuns: 100, seed: 12 },
    );
    const wrong: string[] = [];
    for (let index = 0; index < variants.length; index += 25) {
      await Promise.all(
        variants.slice(index, index + 25).map(async ({ body, hostile }) => {
          const answer = await call('site-switches', setup.actors.admin.accessToken, toJsonText(body));
          const code = await errorCode(answer).catch(() => undefined);
          if (answer.status < 400 || answer.status >= 500 || typeof code !== 'string') wrong.push(`${hostile}: ${answer.status}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(await countRows(setup.test, 'public.site_switch_changes')).toBe(before);
  });
});
