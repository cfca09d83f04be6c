// The one registry: every component name a route record may use -> the remote and the module it exposes
// (docs/contracts.md, "Remotes and their exposed modules"). `Redirect` is handled by the shell itself.

import type { RemoteName } from '../../../build-config/remotes.ts';

export type { RemoteName };

export interface RemoteModuleRef {
  remote: RemoteName;
  /** Exposed module name without the leading './' (loadRemote('mfe_funnel/PrivacyPolicy')). */
  expose: string;
}

export const REDIRECT_COMPONENT = 'Redirect';

export const COMPONENT_REGISTRY: Readonly<Record<string, RemoteModuleRef>> = {
  Landing: { remote: 'mfe_funnel', expose: 'Landing' },
  ThankYou: { remote: 'mfe_funnel', expose: 'ThankYou' },
  ThankYou2: { remote: 'mfe_funnel', expose: 'ThankYou2' },
  Survey: { remote: 'mfe_funnel', expose: 'Survey' },
  Waitlist: { remote: 'mfe_funnel', expose: 'Waitlist' },
  Unsubscribe: { remote: 'mfe_funnel', expose: 'Unsubscribe' },
  PrivacyPolicy: { remote: 'mfe_funnel', expose: 'PrivacyPolicy' },
  Bio: { remote: 'mfe_funnel', expose: 'Bio' },
  BioLink: { remote: 'mfe_funnel', expose: 'Bio' },
  Docs: { remote: 'mfe_funnel', expose: 'Docs' },
  Instructor: { remote: 'mfe_funnel', expose: 'Instructor' },
  Lessons: { remote: 'mfe_lessons', expose: 'Lessons' },
  LessonsBeginner: { remote: 'mfe_lessons', expose: 'LessonsBeginner' },
  LessonsIntermediate: { remote: 'mfe_lessons', expose: 'LessonsIntermediate' },
  LevelSelection: { remote: 'mfe_lessons', expose: 'LevelSelection' },
  LaunchLanding: { remote: 'mfe_sales', expose: 'LaunchLanding' },
  Offer: { remote: 'mfe_sales', expose: 'Offer' },
  Navigation: { remote: 'mfe_dashboards', expose: 'Navigation' },
  LeadSourceDashboard: { remote: 'mfe_dashboards', expose: 'LeadSourceDashboard' },
  PurchaseLeadsDashboard: { remote: 'mfe_dashboards', expose: 'PurchaseLeadsDashboard' },
  LaunchFunnel: { remote: 'mfe_dashboards', expose: 'LaunchFunnel' },
  SurveyResults: { remote: 'mfe_dashboards', expose: 'SurveyResults' },
  LaunchSettings: { remote: 'mfe_dashboards', expose: 'LaunchSettings' },
  DataRequests: { remote: 'mfe_dashboards', expose: 'DataRequests' },
  CheckoutEvents: { remote: 'mfe_dashboards', expose: 'CheckoutEvents' },
  SiteHealth: { remote: 'mfe_dashboards', expose: 'SiteHealth' },
};

export function lookupComponent(name: string): RemoteModuleRef | undefined {
  return Object.hasOwn(COMPONENT_REGISTRY, name) ? COMPONENT_REGISTRY[name] : undefined;
}
