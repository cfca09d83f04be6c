import { loadErrorText } from '../../error-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getSession,
  hasStoredSession,
  isCurrentUserStaff,
  onAuthChange,
  onStoredSessionChange,
} from '@funil/data-client/staff/auth';
import { sessionKeys } from './keys';

export type StaffAccess =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'signed-out' }
  | { state: 'not-staff'; email: string }
  | { state: 'staff'; email: string };

async function readAccess(): Promise<StaffAccess> {
  const session = await getSession();
  if (!session) return { state: 'signed-out' };
  const email = session.email ?? '';
  return (await isCurrentUserStaff()) ? { state: 'staff', email } : { state: 'not-staff', email };
}

/**
 * Who is signed in and whether they are staff; follows sign-in / sign-out (and other tabs) through onAuthChange once a
 * session is stored, through the storage event before (a signed-out visitor does not load the auth client).
 */
export function useStaffAccess(): StaffAccess {
  const client = useQueryClient();
  const query = useQuery({ queryKey: sessionKeys.all, queryFn: readAccess, staleTime: Infinity, retry: 0 });
  const stored = hasStoredSession();
  useEffect(() => {
    if (!stored) return onStoredSessionChange(() => void client.invalidateQueries({ queryKey: sessionKeys.all }));
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    onAuthChange((_session, event) => {
      if (event !== 'SIGNED_IN' && event !== 'SIGNED_OUT' && event !== 'USER_UPDATED') return;
      // Outside supabase-js' auth callback (calling the client from inside it can deadlock).
      setTimeout(() => void client.invalidateQueries({ queryKey: sessionKeys.all }), 0);
    })
      .then((stop) => {
        if (cancelled) stop();
        else unsubscribe = stop;
      })
      .catch((error: unknown) => console.error('[mfe-dashboards] onAuthChange', error));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [client, stored]);
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'error', message: loadErrorText(query.error), retry: () => void query.refetch() };
  return query.data;
}
