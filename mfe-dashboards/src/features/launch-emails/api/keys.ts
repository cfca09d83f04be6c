/** Query keys of the launch e-mails page. */
export const launchEmailKeys = {
  all: ['launch-emails'] as const,
  messages: (lancamento: number | null) => [...launchEmailKeys.all, 'messages', lancamento] as const,
  plan: (lancamento: number | null) => [...launchEmailKeys.all, 'plan', lancamento] as const,
  variables: () => [...launchEmailKeys.all, 'variables'] as const,
  previewLeads: (lancamento: number | null, search: string) =>
    [...launchEmailKeys.all, 'preview-leads', lancamento, search] as const,
  preview: (messageId: number | null, leadId: number | null) =>
    [...launchEmailKeys.all, 'preview', messageId, leadId] as const,
};
