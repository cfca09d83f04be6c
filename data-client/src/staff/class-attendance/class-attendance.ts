// Attendance of the live classes as staff read it (public.launch_attendance, launch_attendance_rows,
// lead_attendance): the edge writes it, these functions read it, aggregated in SQL.
import { checkId, fail } from '../../errors';
import type { FunnelFilter } from '../insights/insights';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';

export type LaunchAttendance = JsonReturns['launch_attendance'];
export type ClassAttendanceFigures = LaunchAttendance['classes'][number];
export type CampaignAttendance = LaunchAttendance['campaigns'][number];
export type AttendanceRow = JsonReturns['launch_attendance_rows'][number];
export type LeadAttendance = JsonReturns['lead_attendance'][number];

/** Per class and per source / campaign / ad, with the funnel's filter. */
export async function fetchLaunchAttendance(filter: FunnelFilter): Promise<LaunchAttendance> {
  checkId(filter.lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_attendance', {
    p_lancamento: filter.lancamento,
    p_utm_source: filter.utmSource || null,
    p_utm_campaign: filter.utmCampaign || null,
  });
  if (error) throw fail('erro ao carregar a presença nas aulas', error, { status });
  return data;
}

/** One row per registrant and class watched (the CSV export). */
export async function fetchLaunchAttendanceRows(lancamento: number): Promise<AttendanceRow[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_attendance_rows', { p_lancamento: lancamento });
  if (error) throw fail('erro ao exportar a presença nas aulas', error, { status });
  return data;
}

/** The classes each of these e-mails watched (the hot board's page of leads). */
export async function fetchLeadAttendance(lancamento: number, emails: readonly string[]): Promise<LeadAttendance[]> {
  if (emails.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_attendance', {
    p_lancamento: lancamento,
    p_emails: [...emails],
  });
  if (error) throw fail('erro ao carregar a presença dos leads', error, { status });
  return data;
}
