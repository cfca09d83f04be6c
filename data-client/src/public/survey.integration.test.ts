import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerLead } from './register-lead';
import { getSurveyContext, saveSurveyAnswers, type SurveyAnswers } from './survey';
import {
  expectRejection,
  signedInClient,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from '../integration-setup.test-helper';

let staff: SupabaseClient;
beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
});

const answers: SurveyAnswers = {
  experiencia_programacao: 'estudei_logica',
  maior_dificuldade: 'falta_pratica',
  atracao_carreira: 'trabalho_remoto',
  fator_bloqueio: 'falta_tempo',
  sonho_realizado: '  Trabalhar remoto com Java  ',
  consumo_conteudo: 'youtube',
  faixa_salarial: 'ate_3000',
};

async function newLead() {
  const email = uniqueEmail('pesquisa');
  const { token } = await registerLead({
    name: 'João Pedro Lima',
    email,
    whatsapp: '5511912345678',
    programmingExperience: 'already_programmed',
  });
  return { email, token };
}

describe('survey (get_survey_context, save_survey_answers)', () => {
  it('gives the context of a token and null for a missing, unknown or malformed one', async () => {
    const { token } = await newLead();
    expect(await getSurveyContext(token)).toEqual({
      firstName: 'João',
      lancamento: 2,
      track: 'intermediaria',
      hasAnswered: false,
      // The lead's attendance token: 192 random bits, not the thank-you token.
      attendanceToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown as string,
    });
    expect((await getSurveyContext(token))?.attendanceToken).not.toBe(token);
    expect(await getSurveyContext('')).toBeNull();
    expect(await getSurveyContext(null)).toBeNull();
    expect(await getSurveyContext('A'.repeat(32))).toBeNull();
    expect(await getSurveyContext("x' or '1'='1")).toBeNull();
  });

  it('saves the answers and a repeat updates them (one row per e-mail and launch)', async () => {
    const { email, token } = await newLead();
    await saveSurveyAnswers(token, answers);
    expect((await getSurveyContext(token))?.hasAnswered).toBe(true);
    await saveSurveyAnswers(token, { ...answers, faixa_salarial: 'acima_12000' });
    await Promise.all([
      saveSurveyAnswers(token, answers),
      saveSurveyAnswers(token, answers),
      saveSurveyAnswers(token, answers),
    ]);
    const { data, error } = await staff
      .from('respostas_pesquisa')
      .select('email, lancamento, sonho_realizado, faixa_salarial')
      .eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([
      { email, lancamento: 2, sonho_realizado: 'Trabalhar remoto com Java', faixa_salarial: 'ate_3000' },
    ]);
  });

  it('rejects an unknown token with the spec message', async () => {
    await expectRejection(
      saveSurveyAnswers('B'.repeat(32), answers),
      'Você precisa se inscrever primeiro antes de responder o questionário.',
    );
  });

  it('rejects each missing or invalid answer with its spec message', async () => {
    const { email, token } = await newLead();
    const cases: [keyof SurveyAnswers, string][] = [
      ['experiencia_programacao', 'Por favor, selecione onde você está hoje'],
      ['maior_dificuldade', 'Por favor, selecione sua maior dificuldade'],
      ['atracao_carreira', 'Por favor, selecione o que mais te atrai em Java'],
      ['fator_bloqueio', 'Por favor, selecione o que te impede de dar o próximo passo'],
      ['sonho_realizado', 'Por favor, nos conte qual seria seu maior sonho realizado'],
      ['consumo_conteudo', 'Por favor, selecione onde você consome conteúdo'],
      ['faixa_salarial', 'Por favor, selecione sua faixa salarial'],
    ];
    for (const [field, message] of cases) {
      await expectRejection(
        saveSurveyAnswers(token, { ...answers, [field]: field === 'sonho_realizado' ? '   ' : 'invalido' }),
        message,
      );
    }
    const { data } = await staff.from('respostas_pesquisa').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});
