import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENT_REGISTRY, lookupComponent, REDIRECT_COMPONENT } from './registry';

// The spec's twenty component names (internal-side.md 2.1), as the routes table spells them, plus Instructor.
const SPEC_COMPONENTS = [
  'Landing',
  'ThankYou',
  'ThankYou2',
  'Lessons',
  'PrivacyPolicy',
  'Bio',
  'Docs',
  'LaunchLanding',
  'Survey',
  'Waitlist',
  'BioLink',
  'Unsubscribe',
  'LeadSourceDashboard',
  'Navigation',
  'LessonsBeginner',
  'LessonsIntermediate',
  'LevelSelection',
  'Offer',
  'PurchaseLeadsDashboard',
  'Redirect',
];

// Staff screens added by the insights issue (9): funnel, survey results, launch settings, LGPD requests.
const ISSUE9_COMPONENTS = ['LaunchFunnel', 'SurveyResults', 'LaunchSettings', 'DataRequests'];
// Issue 21: checkout events no purchase lead matched.
const ISSUE21_COMPONENTS = ['CheckoutEvents'];
// Issue 31: production signals.
const ISSUE31_COMPONENTS = ['SiteHealth'];

/** The "Remotes and their exposed modules" table of docs/contracts.md: name -> [remote, expose]. */
function contractTable(): Map<string, [string, string]> {
  const contracts = readFileSync(path.resolve(import.meta.dirname, '../../../docs/contracts.md'), 'utf8');
  const rows = new Map<string, [string, string]>();
  for (const match of contracts.matchAll(/^\| (\w+) \| (mfe_\w+) \| \.\/(\w+)/gm)) {
    rows.set(match[1]!, [match[2]!, match[3]!]);
  }
  return rows;
}

describe('component registry', () => {
  it('has twenty spec names', () => {
    expect(new Set(SPEC_COMPONENTS).size).toBe(20);
  });

  it('maps every component name of the spec (and Instructor) to an exposed module; Redirect is the shell own', () => {
    for (const name of [...SPEC_COMPONENTS, 'Instructor']) {
      if (name === REDIRECT_COMPONENT) {
        expect(lookupComponent(name)).toBeUndefined();
        continue;
      }
      const ref = lookupComponent(name);
      expect(ref, name).toBeDefined();
      expect(ref!.expose).toMatch(/^[A-Z]\w+$/);
    }
    expect(Object.keys(COMPONENT_REGISTRY).sort()).toEqual(
      [
        ...SPEC_COMPONENTS.filter((n) => n !== REDIRECT_COMPONENT),
        'Instructor',
        ...ISSUE9_COMPONENTS,
        ...ISSUE21_COMPONENTS,
        ...ISSUE31_COMPONENTS,
      ].sort(),
    );
  });

  it('agrees with the exposes table of docs/contracts.md, row by row', () => {
    const table = contractTable();
    expect(table.size).toBe(Object.keys(COMPONENT_REGISTRY).length);
    for (const [name, ref] of Object.entries(COMPONENT_REGISTRY)) {
      expect(table.get(name), name).toEqual([ref.remote, ref.expose]);
    }
  });

  it('does not resolve inherited object keys as components', () => {
    expect(lookupComponent('toString')).toBeUndefined();
    expect(lookupComponent('__proto__')).toBeUndefined();
  });
});
