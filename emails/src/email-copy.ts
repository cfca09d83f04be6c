// The texts of the launch e-mails' frame (what is not the staff-edited subject and body): button labels of the link
// variables and the footer. pt-BR.

const LINK_LABELS: Readonly<Record<string, string>> = {
  link_obrigado: 'Acessar minha página',
  link_pesquisa: 'Responder à pesquisa',
  link_grupo: 'Entrar no grupo',
  link_calendario: 'Adicionar à agenda',
  link_aula: 'Assistir à aula ao vivo',
  link_carrinho: 'Garantir minha vaga',
  link_oferta: 'Garantir minha vaga',
  link_inscricao: 'Conhecer a Semana Java',
  link_checkout: 'Concluir minha inscrição',
  link_descadastro: 'Cancelar inscrição',
};

/** The label of a button made of a line holding only a link variable. */
export function linkLabel(name: string): string {
  return LINK_LABELS[name] ?? 'Abrir link';
}

export const EMAIL_COPY = {
  brand: 'Semana Java',
  footerReason: 'Você recebe este e-mail porque se inscreveu na Semana Java.',
  footerReasonWaitlist: 'Você recebe este e-mail porque entrou na lista de espera da Semana Java.',
  footerUnsubscribe: 'Não quer mais receber estes e-mails?',
  unsubscribeLink: 'Cancelar inscrição',
  testNotice: 'E-mail de teste enviado pela equipe: o lead recebe o mesmo texto, com os links dele.',
} as const;

/** The footer's reason: the waiting list's messages (keys waitlist_*) go to people who joined it, not to leads. */
export function footerReasonFor(messageKey: string): string {
  return messageKey.startsWith('waitlist_') ? EMAIL_COPY.footerReasonWaitlist : EMAIL_COPY.footerReason;
}
