import type { FurtherContactSource } from '@funil/data-client/staff/further-contacts';

/** Query keys of the further contacts kept beside leads. */
export const furtherContactKeys = {
  all: ['further-contacts'] as const,
  forLeads: (source: FurtherContactSource, ids: readonly number[]) => [...furtherContactKeys.all, source, ids] as const,
};
