import { describe, expect, it } from 'vitest';
import { CODE_LABELS, codeLabel } from './labels';

describe('codeLabel', () => {
  it('puts the codes staff see in Portuguese', () => {
    expect(codeLabel('coldSource', 'whatsapp_group')).toBe('Grupo de WhatsApp');
    expect(codeLabel('coldSource', 'unknown')).toBe('Origem desconhecida');
    expect(codeLabel('utmSource', 'direct')).toBe('Acesso direto (sem UTM)');
    expect(codeLabel('status', 'AGUARDANDO PAGAMENTO PARCELADO')).toBe('Aguardando Pag. Parcelado');
    expect(CODE_LABELS.utmField.medium).toBe('Mídia (utm_medium)');
  });
  it('shows values people typed as they are, and nothing for nothing', () => {
    expect(codeLabel('utmSource', 'google')).toBe('google');
    expect(codeLabel('utmSource', 'constructor')).toBe('constructor');
    expect(codeLabel('status', null)).toBe('');
  });
  it('has a label for every cold-lead source the database allows', () => {
    for (const source of [
      'whatsapp_group',
      'telegram_group',
      'discord_server',
      'linkedin_group',
      'facebook_group',
      'manual_import',
      'other',
    ]) {
      expect(codeLabel('coldSource', source)).not.toBe(source);
    }
  });
});
