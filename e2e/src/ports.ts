// Free loopback ports for a run's throwaway world: the one implementation lives in local-supabase.
export { findFreePortBlock } from '@funil/local-supabase/ports';
