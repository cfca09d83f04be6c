/** Query keys of a lead's e-mail log (what the launch e-mails did for the lead's address). */
export const emailLogKeys = {
  all: ['email-log'] as const,
  address: (email: string) => [...emailLogKeys.all, email] as const,
};
