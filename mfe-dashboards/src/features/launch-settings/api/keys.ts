/** Query keys of the launch settings screen's own data (the launches themselves: shared/api/keys.ts). */
export const launchClassKeys = {
  all: ['launch-classes'] as const,
  launch: (lancamento: number) => [...launchClassKeys.all, lancamento] as const,
};
