/** Query keys of the data-subject requests page. */
export const dataRequestKeys = {
  all: ['data-requests'] as const,
  audit: () => [...dataRequestKeys.all, 'audit'] as const,
};
