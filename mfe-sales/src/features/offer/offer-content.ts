// Copy and prices of /oferta (internal-side spec §2.2 and §9).
import { formatBrl } from '@funil/shared-ui/format/numbers';

export const OFFER_HERO = {
  badge: 'Oferta especial',
  title: 'A formação completa para você se tornar dev Java em 6 meses',
  lead: '14 módulos do zero ao Spring Boot, 3 bônus incluídos, bônus exclusivos e garantia incondicional de 7 dias.',
};

export const OFFER_INCLUDED_BONUSES = [
  {
    title: 'Simulador Corporativo',
    text: 'Viva a rotina de um time de desenvolvimento: tarefas, revisões de código e entregas como numa empresa.',
  },
  {
    title: 'Academia Fintech',
    text: 'Desenvolva sistemas do mercado financeiro com Java, a linguagem dos bancos e fintechs.',
  },
  { title: 'Carreira Tech', text: 'Currículo, LinkedIn, portfólio e preparação para entrevistas técnicas.' },
];

export const OFFER_EXCLUSIVE_BONUSES = [
  {
    title: 'Mentoria individual de 1 hora',
    text: 'Uma hora ao vivo com o instrutor para montar o seu plano de carreira.',
    limit: 'Somente para os 5 primeiros compradores',
  },
  {
    title: 'Projeto de Gestão de Entregas',
    text: 'Sistema completo com Spring Boot, Spring Security, PostgreSQL, API de consulta de CEP, filas e notificações.',
    limit: 'Bônus exclusivo',
  },
  {
    title: 'Jornada Node.js',
    text: 'Aprenda também Node.js e amplie suas oportunidades no back-end.',
    limit: 'Somente para quem comprar no primeiro dia do carrinho aberto',
  },
  {
    title: 'Comunidade do instrutor',
    text: 'Tire dúvidas e troque experiências com o instrutor e com outros alunos.',
    limit: 'Bônus exclusivo',
  },
];

export const ACCESS_AND_GUARANTEE = [
  {
    title: 'Acesso vitalício',
    text: 'Assista às aulas no seu ritmo, quantas vezes quiser, e receba as atualizações do curso.',
  },
  {
    title: 'Garantia incondicional de 7 dias',
    text: 'Se não gostar, peça o reembolso em até 7 dias e receba 100% do valor de volta, sem perguntas.',
  },
];

/** Total-value breakdown: label and price in cents (internal-side spec §9). */
export const VALUE_ITEMS: { label: string; cents: number }[] = [
  { label: 'Curso completo (14 módulos)', cents: 220_000 },
  { label: 'Simulador Corporativo', cents: 90_000 },
  { label: 'Academia Fintech', cents: 120_000 },
  { label: 'Carreira Tech', cents: 60_000 },
  { label: 'Jornada Node.js', cents: 130_000 },
  { label: 'Projeto de Gestão de Entregas', cents: 120_000 },
  { label: 'Mentoria individual', cents: 49_700 },
  { label: 'Comunidade', cents: 30_000 },
];

/** The spec's stated total value (see the note in the report: the listed prices add up to R$ 8.197,00). */
export const STATED_TOTAL_CENTS = 879_700;

export const INVESTMENT = {
  installments: 12,
  installmentCents: 10_311,
  cashCents: 99_700,
  statedSavingCents: 780_000,
  statedDiscountPercent: 89,
};

/** 12 x R$ 103,11 = R$ 1.237,32. */
export const installmentTotalCents = (): number => INVESTMENT.installments * INVESTMENT.installmentCents;
/** R$ 1.237,32 - R$ 997,00 = R$ 240,32. */
export const cashSavingCents = (): number => installmentTotalCents() - INVESTMENT.cashCents;

/** 'R$ 1.237,32' (shared-ui's formatBrl: a no-break space after 'R$'). */
export function formatCents(cents: number): string {
  return formatBrl(cents / 100);
}

/**
 * The cart card of /oferta by the current launch's phase (data-client launchPhase): before the cart opens the
 * countdown 'O carrinho abre em'; once open, the way to the sales page; after the checkout deadline, the waiting list.
 */
export const OFFER_CART_STATES = {
  beforeOpen: { title: 'O carrinho abre em', opensPrefix: 'Abertura do carrinho:' },
  open: {
    title: 'O carrinho está aberto!',
    text: 'As vagas do curso completo estão abertas. Garanta a sua com os bônus desta turma.',
    cta: 'Garantir minha vaga',
    href: '/launch',
    hero: 'Carrinho aberto: as vagas estão disponíveis agora.',
    /** Section 8 ('Prepare-se para a abertura' before the cart opens). */
    closingTitle: 'Garanta sua vaga agora',
    closingText:
      'As vagas com os bônus exclusivos são limitadas: a mentoria individual é só para os 5 primeiros compradores e a Jornada Node.js só para quem comprar no primeiro dia do carrinho aberto.',
  },
  closed: {
    title: 'As vagas desta turma foram encerradas',
    text: 'Entre na lista de espera para ser avisado 24h antes da abertura da próxima turma, com 15% de desconto.',
    cta: 'Ative o lembrete para a próxima turma',
    href: '/lista-espera',
    hero: 'As vagas desta turma foram encerradas.',
    closingTitle: 'Fique de olho na próxima turma',
    closingText: 'Quem está na lista de espera é avisado 24h antes da abertura das vagas e tem 15% de desconto.',
  },
} as const;
