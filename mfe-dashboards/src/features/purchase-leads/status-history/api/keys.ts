/** Query keys of a hot lead's status history. */
export const statusHistoryKeys = {
  all: ['status-history'] as const,
  // The current status is part of the key, so a change made on the row reloads an open timeline.
  lead: (leadId: number, status: string | null) => [...statusHistoryKeys.all, leadId, status] as const,
};
