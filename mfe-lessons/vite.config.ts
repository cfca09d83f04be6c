import { remoteViteConfig } from '../build-config/remote-vite-config.ts';

// Exposes: one line per page (docs/contracts.md); the standalone app lists the same pages in src/standalone/routes.tsx.
export default remoteViteConfig({
  root: import.meta.dirname,
  name: 'mfe_lessons',
  port: 4175,
  exposes: {
    './Lessons': './src/features/lessons-list/pages/lessons-page.tsx',
    './LessonsBeginner': './src/features/lessons-list/pages/lessons-beginner-page.tsx',
    './LessonsIntermediate': './src/features/lessons-list/pages/lessons-intermediate-page.tsx',
    './LevelSelection': './src/features/level-selection/pages/level-selection-page.tsx',
  },
});
