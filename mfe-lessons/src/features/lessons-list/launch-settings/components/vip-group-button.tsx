import { CtaButton } from '@funil/shared-ui/cta-button';
import type { LessonLevel } from '../../lesson-model';

const LEVEL_LABEL: Record<LessonLevel, string> = { beginner: 'Iniciantes', intermediate: 'Intermediário' };

/** The level's VIP WhatsApp group (link from the launch settings); nothing when the launch has none. */
export function VipGroupButton({ level, href }: { level: LessonLevel; href: string | null }) {
  if (!href) return null;
  return (
    <CtaButton
      href={href}
      target="_blank"
      variant="primary"
      size="md"
      aria-label={`Entrar no Grupo VIP do WhatsApp (${LEVEL_LABEL[level]}) (abre em uma nova aba)`}
    >
      Entrar no Grupo VIP do WhatsApp
    </CtaButton>
  );
}
