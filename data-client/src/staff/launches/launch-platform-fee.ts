// The payment platform's fee per sale, a launch setting (launches.platform_fee_percent / platform_fee_fixed,
// public.save_launch_platform_fee): what the campaign-spend figures take off the gross revenue.
import { fail } from '../../errors';
import { getSupabase } from '../supabase';

export interface LaunchPlatformFee {
  lancamento: number;
  /** 9.9 = 9,9% of each sale's price. */
  platform_fee_percent: number;
  /** R$ per sale. */
  platform_fee_fixed: number;
}

/** Every launch's platform fee, newest launch first. */
export async function fetchLaunchPlatformFees(): Promise<LaunchPlatformFee[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('launches')
    .select('lancamento, platform_fee_percent, platform_fee_fixed')
    .order('lancamento', { ascending: false });
  if (error) throw fail('erro ao carregar a taxa da plataforma', error, { status });
  return (data ?? []).map((row) => ({
    lancamento: Number(row.lancamento),
    platform_fee_percent: Number(row.platform_fee_percent),
    platform_fee_fixed: Number(row.platform_fee_fixed),
  }));
}

/** Sets a launch's platform fee (percent of the price + R$ per sale). */
export async function saveLaunchPlatformFee(fee: LaunchPlatformFee): Promise<LaunchPlatformFee> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('save_launch_platform_fee', {
    p_lancamento: fee.lancamento,
    p_percent: fee.platform_fee_percent,
    p_fixed: fee.platform_fee_fixed,
  });
  if (error) throw fail('erro ao salvar a taxa da plataforma', error, { status });
  return {
    lancamento: Number(data.lancamento),
    platform_fee_percent: Number(data.platform_fee_percent),
    platform_fee_fixed: Number(data.platform_fee_fixed),
  };
}
