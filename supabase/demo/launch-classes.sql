-- Demo data (local use only, like demo-data.sql): the live classes of launches 1, 2 and 3, three evenings
-- at 20:00 Brasília time from each event's first day (seed.sql dates the launches relative to the day it runs, so the
-- current launch's classes are always ahead on a fresh database). EXAMPLE LIVE LINKS: staff enter the real classes
-- and links on /campanhas/lancamentos. The launch-email messages of every launch are written by a trigger on
-- launches (private.add_default_email_messages), not here. Idempotent: a launch that has classes is left alone (the
-- `not exists` guard; no ON CONFLICT: launch_classes_position_key is deferrable, and PostgreSQL refuses a deferrable
-- constraint as an ON CONFLICT arbiter).
insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
select l.lancamento, c.position, c.title,
  (((l.event_starts_at at time zone 'America/Sao_Paulo')::date + (c.position - 1)) + time '20:00') at time zone 'America/Sao_Paulo',
  'https://www.youtube.com/live/exemplo-' || l.lancamento || '-' || c.position
from public.launches l
cross join (values
  (1, 'Aula 1: Seus primeiros passos com Java moderno'),
  (2, 'Aula 2: Orientação a objetos e back-end na prática'),
  (3, 'Aula 3: Do projeto à primeira vaga')
) as c(position, title)
where l.lancamento in (1, 2, 3)
  and not exists (select 1 from public.launch_classes x where x.lancamento = l.lancamento);
