import { describe, expect, it } from 'vitest';
import { CONSENT_LABELS, OUTCOME_LABELS, recoveryMessage, sentText } from './recovery-text';
import { RECOVERY_CONSENTS, RECOVERY_OUTCOMES } from '@funil/data-client/staff/checkout-recovery';

describe('recovery texts', () => {
  it('has a label for every outcome and consent reason the SQL answers', () => {
    expect(Object.keys(OUTCOME_LABELS).sort()).toEqual([...RECOVERY_OUTCOMES].sort());
    expect(Object.keys(CONSENT_LABELS).sort()).toEqual([...RECOVERY_CONSENTS].sort());
  });

  it('writes the WhatsApp message for the event, with the first name', () => {
    expect(recoveryMessage({ event: 'PURCHASE_OUT_OF_SHOPPING_CART', buyer_name: 'Maria Souza' })).toMatch(
      /^Olá, Maria! .*começou a sua inscrição/,
    );
    expect(recoveryMessage({ event: 'PURCHASE_BILLET_PRINTED', buyer_name: 'João' })).toContain('gerou o boleto');
    expect(recoveryMessage({ event: 'PURCHASE_DELAYED', buyer_name: null })).toMatch(/^Olá, tudo bem! .*pendente/);
    expect(recoveryMessage({ event: 'PURCHASE_EXPIRED', buyer_name: 'Ana' })).toContain('não foi concluído');
  });

  it('says what was already sent', () => {
    const date = (value: string) => value.slice(0, 10);
    expect(sentText([], date)).toBe('Nenhum e-mail');
    expect(sentText([{ message_key: 'recovery_abandoned_1', sent_at: '2026-11-20T10:15:00Z' }], date)).toBe(
      '1 e-mail (último em 2026-11-20)',
    );
    expect(
      sentText(
        [
          { message_key: 'recovery_abandoned_1', sent_at: '2026-11-20T10:15:00Z' },
          { message_key: 'recovery_abandoned_2', sent_at: '2026-11-20T13:00:00Z' },
        ],
        date,
      ),
    ).toBe('2 e-mails (último em 2026-11-20)');
  });
});
