import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposesOf, PAGE_LIST, pageForComponent, pageForPath, REDIRECT_COMPONENT } from './pages.ts';
import { remoteByName, REMOTES } from './remotes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// The spec's twenty component names (internal-side.md 2.1), as the routes table spells them.
const SPEC_COMPONENTS = [
  'Landing', 'ThankYou', 'ThankYou2', 'Lessons', 'PrivacyPolicy', 'Bio', 'Docs', 'LaunchLanding', 'Survey', 'Waitlist',
  'BioLink', 'Unsubscribe', 'LeadSourceDashboard', 'Navigation', 'LessonsBeginner', 'LessonsIntermediate',
  'LevelSelection', 'Offer', 'PurchaseLeadsDashboard', 'Redirect',
]; // prettier-ignore

/** Every `insert into public.routes ... values (...)` row of an SQL file: [path, component]. */
export function routeRowsOf(sql: string): [string, string][] {
  const rows: [string, string][] = [];
  for (const insert of sql.matchAll(/insert\s+into\s+(?:public\.)?routes\s*\([^)]*\)\s*values([\s\S]*?);/gi)) {
    for (const row of insert[1]!.matchAll(/\(\s*'([^']*)'\s*,\s*'([^']*)'/g)) rows.push([row[1]!, row[2]!]);
  }
  return rows;
}

function routeRowsOfTheRepo(): { file: string; path: string; component: string }[] {
  const files = [
    path.join(ROOT, 'supabase', 'seed.sql'),
    ...readdirSync(path.join(ROOT, 'supabase', 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => path.join(ROOT, 'supabase', 'migrations', name)),
  ];
  return files.flatMap((file) =>
    routeRowsOf(readFileSync(file, 'utf8')).map(([route, component]) => ({
      file: path.relative(ROOT, file),
      path: route,
      component,
    })),
  );
}

describe('page catalogue', () => {
  it('knows every component a routes row of the seed or the migrations names', () => {
    const rows = routeRowsOfTheRepo();
    expect(rows.length).toBeGreaterThan(20);
    const unknown = rows.filter((row) => row.component !== REDIRECT_COMPONENT && !pageForComponent(row.component));
    expect(unknown, 'routes rows naming a component missing from build-config/pages.ts').toEqual([]);
  });

  it('reads routes rows from SQL the way they are written', () => {
    expect(
      routeRowsOf(`insert into public.routes (path, component, props, is_active, priority) values
        ('/', 'Redirect', '{"to": "/inscricao"}', true, 0),
        ('/faq', 'Faq', '{}', true, 90)
      on conflict do nothing;`),
    ).toEqual([
      ['/', 'Redirect'],
      ['/faq', 'Faq'],
    ]);
  });

  it('has the spec twenty component names (Redirect is the shell own)', () => {
    for (const name of SPEC_COMPONENTS.filter((n) => n !== REDIRECT_COMPONENT)) {
      expect(pageForComponent(name), name).toBeDefined();
    }
  });

  it('gives each path to one page, and each name to one page', () => {
    const paths = PAGE_LIST.flatMap((page) => page.paths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of paths) expect(route).toMatch(/^\/[a-z0-9\-/]*$/);
    const names = PAGE_LIST.flatMap((page) => [page.name, ...(page.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(names).not.toContain(REDIRECT_COMPONENT);
    expect(pageForPath('/bio-link/')?.name).toBe('Bio');
  });

  it('points every page at a module of its remote with a default export, under src/features/<feature>/pages/', () => {
    for (const page of PAGE_LIST) {
      const file = path.join(ROOT, remoteByName(page.remote).folder, page.module);
      expect(page.module, page.name).toMatch(/^\.\/src\/features\/[a-z0-9-]+\/pages\/[a-z0-9-]+(\.entry)?\.tsx$/);
      expect(existsSync(file), `${page.name}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), page.name).toMatch(/export default /);
    }
  });

  it('declares staff pages with their entry and the budget after sign-in; public pages without', () => {
    for (const page of PAGE_LIST) {
      const isEntry = page.module.endsWith('.entry.tsx');
      expect(Boolean(page.staff), page.name).toBe(isEntry);
      expect(page.afterSignInKb !== undefined, page.name).toBe(isEntry);
      expect(page.budgetKb, page.name).toBeGreaterThan(0);
      expect(page.title, page.name).toContain('Semana Java');
      expect(page.description.length, page.name).toBeGreaterThan(10);
    }
  });

  it('lists every page of every remote: no page module under features/*/pages/ is left out', () => {
    for (const remote of REMOTES) {
      const modules = new Set(Object.values(exposesOf(remote.name)));
      const features = path.join(ROOT, remote.folder, 'src', 'features');
      for (const feature of readdirSync(features)) {
        const pages = path.join(features, feature, 'pages');
        if (!existsSync(pages)) continue;
        for (const file of readdirSync(pages).filter((name) => /-page(\.entry)?\.tsx$/.test(name))) {
          const module = `./src/features/${feature}/pages/${file}`;
          const entry = module.replace(/\.tsx$/, '.entry.tsx');
          expect(modules.has(module) || modules.has(entry), `${remote.folder}: ${module}`).toBe(true);
        }
      }
    }
  });
});
