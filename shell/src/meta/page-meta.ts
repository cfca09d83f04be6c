// Per-route document title and meta description (Portuguese), keyed by path.

export interface PageMeta {
  title: string;
  description: string;
  /** Staff pages stay out of search engines. */
  noindex?: boolean;
}

const SITE = 'Semana Java';

export const DEFAULT_META: PageMeta = {
  title: `${SITE} — Aprenda Java do zero`,
  description:
    'Semana Java: evento online e gratuito com aulas ao vivo às 20h para quem quer aprender Java do zero ou migrar para o back-end.',
};

const registration: PageMeta = {
  title: `Inscrição gratuita — ${SITE}`,
  description:
    'Inscreva-se na Semana Java: três aulas ao vivo e gratuitas, às 20h, para aprender Java do zero. Não precisa de experiência.',
};

const thankYou: PageMeta = {
  title: `Inscrição confirmada — ${SITE}`,
  description:
    'Sua inscrição na Semana Java está confirmada. Responda à pesquisa rápida e entre no grupo da comunidade para receber os links das aulas.',
};

const lessons: PageMeta = {
  title: `Aulas gratuitas — ${SITE}`,
  description: 'Assista às aulas gratuitas da Semana Java, marque o que já concluiu e veja a especificação do projeto.',
};

const bio: PageMeta = {
  title: `${SITE} — Links`,
  description:
    'Todos os links da Semana Java: curso completo, aulas gratuitas no WhatsApp, canal no YouTube, mentoria e contato.',
};

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/inscricao': registration,
  '/inscricao/obrigado': thankYou,
  '/inscricao/obrigado-2': thankYou,
  '/obrigado': thankYou,
  '/obrigado-2': thankYou,
  '/pesquisa': {
    title: `Pesquisa Rápida — ${SITE}`,
    description: 'Conte um pouco sobre você em 7 passos rápidos para aproveitar melhor a Semana Java.',
  },
  '/aulas': lessons,
  '/aulas/iniciantes': {
    title: `Aulas para iniciantes — ${SITE}`,
    description: 'Aulas gratuitas de Java para iniciantes: do primeiro programa à orientação a objetos, no seu ritmo.',
  },
  '/aulas/intermediario': {
    title: `Aulas intermediárias — ${SITE}`,
    description: 'Aulas gratuitas de Java para quem já programa: coleções, APIs e o caminho até o Spring Boot.',
  },
  '/aulas/escolher-nivel': {
    title: `Escolha o seu nível — ${SITE}`,
    description: 'Escolha entre as aulas para iniciantes e as aulas intermediárias da Semana Java.',
  },
  '/privacy-policy': {
    title: `Política de Privacidade — ${SITE}`,
    description:
      'Como a Semana Java coleta, usa, compartilha e protege os seus dados pessoais, e como pedir acesso ou exclusão (LGPD).',
  },
  '/bio': bio,
  '/bio-link': bio,
  '/launch': {
    title: `Do Zero ao Dev Java Disputado(a) em 6 meses — ${SITE}`,
    description:
      'Conheça a formação completa em Java: 14 módulos, projetos reais, bônus exclusivos e garantia de 7 dias.',
  },
  '/oferta': {
    title: `Oferta especial do curso de Java — ${SITE}`,
    description: 'Conteúdo do curso, bônus, garantia e condições especiais da abertura do carrinho do curso de Java.',
  },
  '/lista-espera': {
    title: `Lista de espera da próxima turma — ${SITE}`,
    description: 'Ative o lembrete para a próxima turma do curso de Java e garanta 15% de desconto na abertura.',
  },
  '/docs': {
    title: `Guia de instalação do Java 17 — ${SITE}`,
    description:
      'Passo a passo para instalar o JDK 17 no Windows, macOS e Linux e configurar o VS Code ou o IntelliJ IDEA.',
  },
  '/campanhas-nav': { title: `Dashboard de Leads — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/campanhas': { title: `Origem dos leads — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/compras': { title: `Leads de compra — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/campanhas/funil': { title: `Funil do lançamento — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/campanhas/pesquisa': { title: `Resultados da pesquisa — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/campanhas/lancamentos': {
    title: `Configurações de lançamento — ${SITE}`,
    description: 'Área da equipe.',
    noindex: true,
  },
  '/campanhas/lgpd': {
    title: `Solicitações de titulares (LGPD) — ${SITE}`,
    description: 'Área da equipe.',
    noindex: true,
  },
  '/campanhas/pagamentos': { title: `Pagamentos sem lead — ${SITE}`, description: 'Área da equipe.', noindex: true },
  '/campanhas/saude': { title: `Saúde do site — ${SITE}`, description: 'Área da equipe.', noindex: true },
};

export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META[path] ?? DEFAULT_META;
}

function setMetaTag(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

export function applyPageMeta(pathname: string): void {
  const meta = metaForPath(pathname);
  document.title = meta.title;
  setMetaTag('description', meta.description);
  setMetaTag('robots', meta.noindex ? 'noindex, nofollow' : null);
}
