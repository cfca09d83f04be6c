-- What an anonymous visitor may execute, closed again where two functions of the class-attendance migration
-- (20261127300000) left it open: `revoke ... from public` does not take back the EXECUTE that Supabase's default
-- privileges give anon and authenticated on every new function of `public`.
-- - set_attendance_secret stores the SHA-256 of the edge's attendance secret: deployment's (service_role) only, like
--   set_checkout_webhook_secret and set_email_sender_secret. Executable by anon, a stranger could replace it with their
--   own and then write any lead's attendance through record_class_attendance.
-- - The staff functions of attendance and the class page check private.is_staff() themselves; like every other staff
--   function they are not offered to anon at all.
-- supabase/tests/anon-surface.test.sql holds the whole list of what anon may execute and read.
revoke all on function public.set_attendance_secret(text) from public, anon, authenticated;
grant execute on function public.set_attendance_secret(text) to service_role;

revoke execute on function public.launch_attendance(integer, text, text) from anon;
revoke execute on function public.launch_attendance_rows(integer) from anon;
revoke execute on function public.lead_attendance(integer, text[]) from anon;
revoke execute on function public.save_class_page(bigint, jsonb) from anon;
