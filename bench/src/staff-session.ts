// The bench talks to local Supabase through data-client itself (the dashboards' real code path), signed in as staff.
import { setRuntimeConfig } from '@funil/data-client/config';
import { signIn } from '@funil/data-client/staff/auth';

export interface BenchStack {
  url: string;
  anonKey: string;
  databaseUrl: string;
}

export async function signInAsStaff(stack: BenchStack, staff: { email: string; password: string }): Promise<void> {
  setRuntimeConfig({ supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey });
  await signIn(staff.email, staff.password);
}
