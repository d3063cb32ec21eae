-- A newsletter subject becomes a mail header, so it holds no CR or LF (which would end the header
-- and let the subject write headers of its own), no other C0 or C1 control or DEL, and no Unicode
-- line or paragraph separator: the class of functions/_shared/email/headerText.ts. The check is
-- on the issue the owner edits and on the subject frozen by a send, which is what is mailed.
--
-- Subjects stored before the check have each run of such characters replaced by one space, and
-- are trimmed; one left empty is named "Untitled issue". Changing an issue's subject makes its
-- last test stale, so the owner sees the cleaned subject in a new test before sending it.

update public.newsletter_issues
set subject = coalesce(nullif(btrim(regexp_replace(subject, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')), ''), 'Untitled issue')
where subject ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';

update public.newsletter_sends
set subject = coalesce(nullif(btrim(regexp_replace(subject, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')), ''), 'Untitled issue')
where subject ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';

alter table public.newsletter_issues
  add constraint newsletter_issues_subject_without_control_characters
  check (subject !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]');

alter table public.newsletter_sends
  add constraint newsletter_sends_subject_without_control_characters
  check (subject !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]');
