import { LessonsPageLayout } from '../components/lessons-page-layout';

/** /aulas: every free lesson (exposed as mfe_lessons/Lessons). */
export default function LessonsPage(_props: Record<string, unknown>) {
  return <LessonsPageLayout />;
}
