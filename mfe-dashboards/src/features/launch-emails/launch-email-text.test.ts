import { describe, expect, it } from 'vitest';
import { durationText, insertVariable, sendTimeLines, variablesFor } from './launch-email-text';

describe('insertVariable', () => {
  it('puts the variable at the caret and moves the caret after it', () => {
    expect(insertVariable('Olá, !', 5, 5, 'primeiro_nome')).toEqual({ text: 'Olá, {{primeiro_nome}}!', caret: 22 });
  });
  it('replaces a selection', () => {
    expect(insertVariable('Olá, NOME!', 5, 9, 'primeiro_nome').text).toBe('Olá, {{primeiro_nome}}!');
  });
  it('clamps positions outside the text', () => {
    expect(insertVariable('abc', 10, 12, 'x')).toEqual({ text: 'abc{{x}}', caret: 8 });
  });
});

describe('sendTimeLines', () => {
  it('says the confirmations go right away', () => {
    expect(sendTimeLines({ message_key: 'registration_confirmation', sends: [], delay_minutes: null })).toEqual([
      'Logo após a inscrição',
    ]);
    expect(sendTimeLines({ message_key: 'waitlist_confirmation', sends: [], delay_minutes: null })).toEqual([
      'Logo após entrar na lista de espera',
    ]);
  });
  it('lists one time per class in Brasília time', () => {
    expect(
      sendTimeLines({
        message_key: 'class_reminder',
        delay_minutes: null,
        sends: [
          { class_id: 1, class_title: 'Aula 1', send_at: '2026-12-01T22:00:00Z', expires_at: '2026-12-01T23:00:00Z' },
        ],
      }),
    ).toEqual(['01/12/2026, 19:00 — Aula 1']);
  });
  it('says when a recovery message goes, from its delay', () => {
    expect(sendTimeLines({ message_key: 'recovery_abandoned_1', sends: [], delay_minutes: 15 })).toEqual([
      '15 minutos depois do carrinho abandonado',
    ]);
    expect(sendTimeLines({ message_key: 'recovery_abandoned_2', sends: [], delay_minutes: 180 })).toEqual([
      '3 horas depois do carrinho abandonado',
    ]);
    expect(sendTimeLines({ message_key: 'recovery_billet', sends: [], delay_minutes: 1440 })).toEqual([
      '1 dia antes do vencimento do boleto',
    ]);
    expect(sendTimeLines({ message_key: 'recovery_pix', sends: [], delay_minutes: 90 })).toEqual([
      '1 h 30 min antes de o Pix expirar',
    ]);
  });
  it('asks for classes when a per-class message has none', () => {
    expect(sendTimeLines({ message_key: 'class_live', sends: [], delay_minutes: null })).toEqual([
      'Sem aulas cadastradas: cadastre as aulas em Lançamentos.',
    ]);
  });
});

describe('variablesFor', () => {
  it('keeps the variables available in the message', () => {
    const list = [
      { name: 'primeiro_nome', message_keys: ['event_eve', 'class_live'] },
      { name: 'link_aula', message_keys: ['class_live'] },
    ];
    expect(variablesFor(list, 'event_eve').map((v) => v.name)).toEqual(['primeiro_nome']);
  });
});

describe('durationText', () => {
  it('reads minutes as minutes, hours or days', () => {
    expect([1, 15, 60, 120, 90, 1440, 2880].map(durationText)).toEqual([
      '1 minuto',
      '15 minutos',
      '1 hora',
      '2 horas',
      '1 h 30 min',
      '1 dia',
      '2 dias',
    ]);
  });
});
