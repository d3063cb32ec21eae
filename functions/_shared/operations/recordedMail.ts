import type { MailSender } from '../email/mail.ts';
import type { FunctionEnv } from '../env.ts';
import { operationsRecord } from './operationsRecord.ts';

/**
 * The mail sender with each send in the operations record, as a job named `mail`: 200 sent, 502
 * `mail_failed` when the provider refused or could not be reached. Neither the address nor the
 * subject is recorded. The failure still reaches the caller, who decides what it means.
 */
export function recordedMail(sender: MailSender, env: FunctionEnv): MailSender {
  return {
    async send(mail) {
      const started = performance.now();
      const record = (status: number, errorCode: string | null) =>
        operationsRecord(env)?.add({
          at: new Date().toISOString(),
          origin: 'job',
          name: 'mail',
          status,
          duration_ms: Math.round(performance.now() - started),
          error_code: errorCode,
        });
      try {
        await sender.send(mail);
        record(200, null);
      } catch (error) {
        record(502, 'mail_failed');
        throw error;
      }
    },
  };
}
