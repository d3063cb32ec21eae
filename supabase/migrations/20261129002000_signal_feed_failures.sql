-- A feed that fails is recorded on its row and waits before it is tried again, so one broken feed
-- never holds the others back: the signal-feeds function writes why the last fetch failed (in
-- words, for the signals page), how many fetches in a row have failed, and when the feed is due
-- again (at once after a success, later after each failure, doubling). Only feeds that are due are
-- fetched. Like last_fetched_at these are the fetcher's to write (the service role): the admin's
-- column grants on this table name the owner's columns alone, so the admin reads them and cannot
-- set them.
alter table public.signal_sources
  add column last_error text check (length(last_error) between 1 and 500),
  add column failed_fetches integer not null default 0 check (failed_fetches >= 0),
  add column next_fetch_at timestamptz not null default now();
