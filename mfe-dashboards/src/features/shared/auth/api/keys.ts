/** Query keys of the staff session (signing out drops every other key of the cache). */
export const sessionKeys = {
  all: ['staff-session'] as const,
};
