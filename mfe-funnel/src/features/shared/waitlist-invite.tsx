import { CtaButton } from '@funil/shared-ui/cta-button';
import { WAITLIST_INVITE } from './launch-phase-content';
import styles from './waitlist-invite.module.css';

/** The invitation to the waiting list (/lista-espera) shown once the launch's event date is past. */
export function WaitlistInvite({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.invite} aria-labelledby="convite-lista-espera">
      <Heading id="convite-lista-espera" className={styles.title}>
        {WAITLIST_INVITE.title}
      </Heading>
      <p className={styles.text}>{WAITLIST_INVITE.text}</p>
      <CtaButton href={WAITLIST_INVITE.href} size="lg">
        {WAITLIST_INVITE.cta}
      </CtaButton>
    </section>
  );
}
