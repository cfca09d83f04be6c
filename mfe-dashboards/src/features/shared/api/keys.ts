/** Query keys of the launches (every selector and the launch settings screen share them). */
export const launchKeys = {
  all: ['launches'] as const,
  options: () => [...launchKeys.all, 'options'] as const,
  settings: () => [...launchKeys.all, 'settings'] as const,
};
