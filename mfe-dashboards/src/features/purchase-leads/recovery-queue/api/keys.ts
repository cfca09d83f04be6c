/** Query keys of the closers' queue (hot board). */
export const recoveryQueueKeys = {
  all: ['recovery-queue'] as const,
  list: (launch: number | null) => [...recoveryQueueKeys.all, 'list', launch] as const,
};
