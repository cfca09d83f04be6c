import { LessonsPageLayout } from '../components/lessons-page-layout';

/** /aulas/intermediario (exposed as mfe_lessons/LessonsIntermediate). */
export default function LessonsIntermediatePage(_props: Record<string, unknown>) {
  return <LessonsPageLayout level="intermediate" />;
}
