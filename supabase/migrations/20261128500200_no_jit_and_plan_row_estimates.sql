-- PostgreSQL's JIT compiler off for this database, and row estimates for the e-mail planning functions
-- (docs/deployment.md, "Database settings").
--
-- On a PostgreSQL built with LLVM (Debian's PostgreSQL 15, the step of `npm test` that stands for hosted Supabase's
-- version), the sender's due check (private.email_due, called by the sender's cron every minute) and the e-mails page's
-- send plan (private.email_send_plan) took 5-17 s each instead of 2-5 ms: the planner took the set-returning functions
-- at their default of 1,000 rows each, so nested they cost about 2e10, far above jit_above_cost (100,000), and every
-- call spent 4.8-13.6 s compiling its plan (auto_explain: "JIT: Optimization 2849 ms, Emission 1789 ms ..."). The
-- SQL tests of the e-mail plan took 18-28 s there and 0.1 s on the embedded PostgreSQL, which has no JIT.
--
-- 1. The functions say how many rows they return (a few per launch and message), so the plans cost what they do.
-- 2. JIT off for every session of this database (PostgREST's, the sender's, staff tools'): the queries here are short
--    and index-driven, where compilation costs seconds and saves nothing; a cost estimate gone wrong anywhere else
--    must not turn into seconds of compiling. ALTER DATABASE needs the database's owner (the `postgres` role of a
--    hosted Supabase project is); where that is refused the migration says so and goes on (docs/deployment.md says
--    how to set it by hand), and the row estimates above still keep these plans cheap.
alter function private.email_sends(integer) rows 50;
alter function private.email_send_window(text, timestamptz, timestamptz) rows 1;
alter function private.email_send_plan(integer) rows 50;
alter function private.email_due(timestamptz) rows 50;

do $$
begin
  execute pg_catalog.format('alter database %I set jit = off', pg_catalog.current_database());
exception when insufficient_privilege then
  raise warning 'jit not turned off for database %: %; run "alter database % set jit = off" as its owner',
    pg_catalog.current_database(), sqlerrm, pg_catalog.current_database();
end
$$;
