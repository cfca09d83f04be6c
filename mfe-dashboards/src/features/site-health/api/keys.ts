import type { SiteHealthWindow } from '@funil/data-client/staff/site-health';

/** Query keys of the site-health screen: the page's figures and the per-build figures, per window. */
export const siteHealthKeys = {
  all: ['site-health'] as const,
  summary: (hours: SiteHealthWindow) => [...siteHealthKeys.all, 'summary', hours] as const,
  builds: (hours: SiteHealthWindow) => [...siteHealthKeys.all, 'builds', hours] as const,
  confirmationBursts: (hours: SiteHealthWindow) => [...siteHealthKeys.all, 'confirmation-bursts', hours] as const,
};
