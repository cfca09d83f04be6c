import { LessonsPageLayout } from '../components/lessons-page-layout';

/** /aulas/iniciantes (exposed as mfe_lessons/LessonsBeginner). */
export default function LessonsBeginnerPage(_props: Record<string, unknown>) {
  return <LessonsPageLayout level="beginner" />;
}
