// Track-specific copy of the thank-you pages: /inscricao/obrigado (experienced, track intermediaria) and
// /inscricao/obrigado-2 (beginners, track iniciante). The spec fixes the sections; the wording is ours.
import type { Track } from '../shared/survey/launch-info';

export interface ScheduleDay {
  title: string;
  topics: readonly string[];
}

export interface ThankYouContent {
  intro: string;
  groupName: string;
  reasons: readonly string[];
  schedule: readonly [ScheduleDay, ScheduleDay, ScheduleDay];
}

export const THANK_YOU_CONTENT: Record<Track, ThankYouContent> = {
  intermediaria: {
    intro:
      'Você já programa: nas aulas vamos direto ao Java que as empresas usam em produção, para você dar o próximo passo na carreira.',
    groupName: 'grupo da turma intermediária',
    reasons: [
      'Receba os links das três aulas ao vivo assim que forem liberados',
      'Materiais extras e o código-fonte do projeto das aulas',
      'Avisos de horário e lembretes antes de cada live',
      'Networking com devs que também estão subindo de nível em Java',
    ],
    schedule: [
      {
        title: 'Java moderno na prática',
        topics: [
          'Records, streams e Optional sem mistério',
          'Coleções e boas práticas que caem em entrevista',
          'Como organizar um projeto Java profissional',
        ],
      },
      {
        title: 'Back-end com Spring Boot',
        topics: [
          'API REST do zero com Spring Boot',
          'Persistência com JPA e banco de dados',
          'Validação, tratamento de erros e testes',
        ],
      },
      {
        title: 'Do projeto à vaga',
        topics: [
          'Mensageria e arquitetura de um sistema real',
          'Deploy e o que as empresas avaliam no seu código',
          'Plano para chegar a pleno e sênior com Java',
        ],
      },
    ],
  },
  iniciante: {
    intro:
      'Você está começando: as aulas partem do zero, com calma, para você escrever o seu primeiro programa em Java e entender o caminho até a primeira vaga.',
    groupName: 'grupo da turma iniciante',
    reasons: [
      'Receba os links das três aulas ao vivo assim que forem liberados',
      'Guia de instalação do Java e da IDE para chegar pronto à primeira aula',
      'Avisos de horário e lembretes antes de cada live',
      'Tire dúvidas com outras pessoas que também estão começando',
    ],
    schedule: [
      {
        title: 'Seus primeiros passos em Java',
        topics: ['Instalando o JDK e a IDE', 'Seu primeiro programa em Java', 'Variáveis, tipos e operadores'],
      },
      {
        title: 'Lógica e orientação a objetos',
        topics: [
          'Condicionais e laços de repetição',
          'Classes, objetos e métodos',
          'Resolvendo exercícios passo a passo',
        ],
      },
      {
        title: 'Seu primeiro projeto e o caminho até a vaga',
        topics: [
          'Construindo um pequeno sistema completo',
          'O que estudar depois do básico',
          'Como o mercado contrata devs Java iniciantes',
        ],
      },
    ],
  },
};
