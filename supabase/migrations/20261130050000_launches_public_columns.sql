-- Anon reads a launch's public columns only: what the public pages show (data-client's LAUNCH_COLUMN_NAMES, the
-- edge's data block). The platform's fees and the recovery hold-out are the staff's business figures; created_at and
-- updated_at tell nobody anything they need. Signed-in staff keep reading the whole row (RLS decides which rows).
revoke select on table public.launches from anon;
grant select (
  lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at, registration_deadline,
  cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at, group_link_intermediaria,
  group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate, lessons_group_chat_link,
  checkout_url_beginners, checkout_url_advanced, checkout_url_beginners_after_deadline,
  checkout_url_advanced_after_deadline, is_current
) on table public.launches to anon;
