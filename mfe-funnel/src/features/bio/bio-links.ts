// The link-in-bio page's profile and cards: the one place to change a target.
// External targets are the brand's public channels; the waiting list is a route of this site.

export const BIO_PROFILE = {
  name: 'Semana Java',
  handle: '@semanajava',
  tagline: 'Do zero ao primeiro emprego como dev Java: aulas gratuitas, mentoria e o curso completo.',
} as const;

export type BioIcon = 'school' | 'whatsapp' | 'video' | 'mentoring' | 'bell' | 'mail';

export interface BioLink {
  id: string;
  title: string;
  description: string;
  icon: BioIcon;
  /** An external URL (opens in a new tab) or a path of this site (client-side navigation). */
  href: string;
  highlight?: boolean;
}

export const BIO_LINKS: readonly BioLink[] = [
  {
    id: 'escola',
    title: 'Escola Java: curso completo',
    description: 'Do zero ao dev Java disputado(a): conheça a formação completa.',
    icon: 'school',
    href: 'https://escola.semanajava.com.br/',
    highlight: true,
  },
  {
    id: 'aulas-gratuitas',
    title: 'Aulas gratuitas no WhatsApp',
    description: 'Entre no grupo e receba os links das aulas ao vivo.',
    icon: 'whatsapp',
    href: 'https://chat.whatsapp.com/semanajava-aulas-gratuitas',
  },
  {
    id: 'canal',
    title: 'Canal no YouTube',
    description: 'Mais de 500 vídeos sobre Java, Spring Boot e carreira.',
    icon: 'video',
    href: 'https://www.youtube.com/@semanajava',
  },
  {
    id: 'mentoria',
    title: 'Mentoria individual',
    description: 'Uma hora com o instrutor para destravar a sua carreira.',
    icon: 'mentoring',
    href: 'https://mentoria.semanajava.com.br/',
  },
  {
    id: 'lista-espera',
    title: 'Lista de espera da próxima turma',
    description: 'Ative o lembrete e garanta 15% de desconto.',
    icon: 'bell',
    href: '/lista-espera',
  },
  {
    id: 'contato',
    title: 'Contato',
    description: 'Fale com a equipe por e-mail.',
    icon: 'mail',
    href: 'mailto:contato@semanajava.com.br',
  },
];

export function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
