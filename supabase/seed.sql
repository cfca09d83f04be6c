-- Seed: launch settings, free lessons and the route table. Idempotent (ON CONFLICT DO NOTHING): safe to re-run,
-- and it never overwrites a row staff have edited. `supabase db reset` runs it locally; hosted: run it once.

-- ---------------------------------------------------------------------------------------------------------------
-- Launches 1, 2, 3, dated relative to the day this seed runs (Brasília time), so a fresh database is never over:
-- launch 2 is the registration funnel's current launch and upcoming (event a week ahead at 20:00, cart a week after
-- the event at 07:00, checkout deadline that day at 23:59:59, lessons closing at 08:00 / 07:00, as the spec's launch);
-- launch 1 is the past launch (12 weeks ago) that holds the demo history; launch 3 is the next one, already planned
-- (12 weeks after launch 2). `npm run db:reset` re-creates them for today.
--
-- EXAMPLE LINKS: every group invite (chat.whatsapp.com/...) and checkout link (pay.hotmart.com/...?off=...) below is
-- a stand-in, as are the lessons' video ids further down. The real ones are entered on /campanhas/lancamentos
-- (links) and in the lessons table (video ids) of each environment; see docs/spec-choices.md, "Launches and example links".
-- ---------------------------------------------------------------------------------------------------------------
insert into public.launches (
  lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link,
  checkout_url_beginners, checkout_url_advanced, checkout_url_beginners_after_deadline,
  checkout_url_advanced_after_deadline, is_current
)
select
  l.n, 'Semana Java #' || l.n, private.launch_date_text(d.starts), '20:00',
  d.starts, d.starts + interval '90 minutes',
  d.cart_day + interval '23:59:59', d.cart_day + interval '7 hours', private.launch_weekday_text(d.cart_day + interval '7 hours'),
  d.cart_day + interval '8 hours', d.cart_day + interval '7 hours',
  l.group_intermediaria, l.group_iniciante, l.vip_beginner, l.vip_intermediate, l.group_chat,
  l.checkout_beginners, l.checkout_advanced, l.checkout_beginners_after, l.checkout_advanced_after,
  l.n = 2
from (values
  (1, -84,
   'https://chat.whatsapp.com/Fq2LmZ7rTn4KpW9xB3vYhD', 'https://chat.whatsapp.com/Hc8NbV1sQe6RtY2uJ5mKoA',
   'https://chat.whatsapp.com/Lp4XwE9zRk2TyU7iO3aSdF', 'https://chat.whatsapp.com/Mq6ZcV3bNx8WeR1tY5uIoP',
   'https://chat.whatsapp.com/Gr5TyH2uJk9LoP4iU7yTrE',
   'https://pay.hotmart.com/T98465312J?off=l1beg01', 'https://pay.hotmart.com/T98465312J?off=l1adv01',
   'https://pay.hotmart.com/T98465312J?off=l1beg02', 'https://pay.hotmart.com/T98465312J?off=l1adv02'),
  (2, 7,
   'https://chat.whatsapp.com/KJ7pXq2LmN9RtY4vB8cZsW', 'https://chat.whatsapp.com/DfG3hJ6kL9mN2pQ5rS8tUv',
   'https://chat.whatsapp.com/BwE4rT7yU1iO5pA8sD2fGh', 'https://chat.whatsapp.com/Zx9CvB3nM6qW1eR4tY7uIk',
   'https://chat.whatsapp.com/Pa2SdF5gH8jK1lZ4xC7vBn',
   'https://pay.hotmart.com/T98465312J?off=zq4k8m2n', 'https://pay.hotmart.com/T98465312J?off=w7x3c9vb',
   'https://pay.hotmart.com/T98465312J?off=r2t6y8ui', 'https://pay.hotmart.com/T98465312J?off=h5j1k3lp'),
  (3, 91,
   'https://chat.whatsapp.com/Qe3RtY6uI9oP2aS5dF8gHj', 'https://chat.whatsapp.com/Wr4TyU7iO1pA5sD8fG2hJk',
   'https://chat.whatsapp.com/Ty5UiO8pA2sD6fG9hJ3kLz', 'https://chat.whatsapp.com/Ui6OpA9sD3fG7hJ1kL4zXc',
   'https://chat.whatsapp.com/Op7AsD1fG4hJ8kL2zX5cVb',
   'https://pay.hotmart.com/T98465312J?off=n3b7v5cx', 'https://pay.hotmart.com/T98465312J?off=m8k2j6hg',
   'https://pay.hotmart.com/T98465312J?off=f4d9s1aq', 'https://pay.hotmart.com/T98465312J?off=p6o3i7uy')
) as l(n, event_in_days, group_intermediaria, group_iniciante, vip_beginner, vip_intermediate, group_chat,
       checkout_beginners, checkout_advanced, checkout_beginners_after, checkout_advanced_after)
cross join lateral (
  -- Midnight in Brasília of the event day and of the cart day (a week after the event).
  select
    ((now() at time zone 'America/Sao_Paulo')::date + l.event_in_days) as event_day
) as e
cross join lateral (
  select
    (e.event_day + time '20:00') at time zone 'America/Sao_Paulo' as starts,
    (e.event_day + 7)::timestamp at time zone 'America/Sao_Paulo' as cart_day
) as d
on conflict (lancamento) do nothing;

-- ---------------------------------------------------------------------------------------------------------------
-- Free lessons. Fixed ids (lesson progress in the browser keeps them). The video ids are EXAMPLES (stand-ins):
-- put the real recordings' ids in the lessons table of each environment. Per level: one lesson not yet released
-- (is_available false) and one without a recording (video_id null): both show 'Aula Bloqueada'.
-- ---------------------------------------------------------------------------------------------------------------
insert into public.lessons (id, "order", level, title, description, topics, video_id, duration, is_available) values
(1, 1, 'beginner', 'Instalando o JDK 17 e escrevendo seu primeiro programa',
 'Prepare o ambiente do zero e rode seu primeiro "Olá, mundo!" em Java, entendendo o que acontece entre o código e a JVM.',
 array['O que são JVM, JRE e JDK', 'Instalando o JDK 17 no Windows, macOS e Linux', 'Compilando com javac e executando com java', 'A estrutura de uma classe com o método main'],
 'x7Qm2TzR9kA', '18:42', true),
(2, 2, 'beginner', 'Variáveis, tipos primitivos e operadores',
 'Aprenda a guardar e manipular dados: os oito tipos primitivos, a classe String e as operações que você vai usar todos os dias.',
 array['int, long, double, boolean e char', 'Textos com String e concatenação', 'Operadores aritméticos, relacionais e lógicos', 'Conversão de tipos (casting)'],
 'Lp3vW8nYc2E', '22:15', true),
(3, 3, 'beginner', 'Estruturas de decisão: if, else e switch',
 'Faça seu programa tomar decisões. Construímos juntos uma calculadora de descontos com regras de negócio reais.',
 array['if, else if e else', 'Operador ternário', 'switch tradicional e switch expressions', 'Lendo dados do teclado com Scanner'],
 'bR5tK1mXq9U', '19:08', true),
(4, 4, 'beginner', 'Laços de repetição: for, while e do-while',
 'Repita tarefas sem repetir código: percorra sequências, valide entradas e entenda quando usar cada tipo de laço.',
 array['for e for-each', 'while e do-while', 'break e continue', 'Evitando laços infinitos'],
 'Hn8cD4vZs6Y', '24:30', true),
(5, 5, 'beginner', 'Arrays e o seu primeiro ArrayList',
 'Guarde vários valores de uma vez e conheça a primeira coleção do Java, usada em praticamente todo sistema.',
 array['Declarando e percorrendo arrays', 'Arrays multidimensionais', 'ArrayList: adicionar, remover e buscar', 'Quando usar array ou lista'],
 'Wq2eR7tYu1I', '21:47', true),
(6, 6, 'beginner', 'Métodos: organizando seu código em blocos reutilizáveis',
 'Divida problemas grandes em partes pequenas com métodos, parâmetros e retorno — o primeiro passo para código limpo.',
 array['Declarando métodos com parâmetros e retorno', 'Sobrecarga de métodos', 'Escopo de variáveis', 'Métodos estáticos'],
 'Zx4cV9bNm3Q', '20:36', false),
(7, 7, 'beginner', 'Introdução à Orientação a Objetos: classes e objetos',
 'Entenda o paradigma que move o Java: modele o mundo real em classes, crie objetos e dê comportamento a eles.',
 array['Classes, atributos e métodos', 'Criando objetos com new', 'Construtores', 'A palavra-chave this'],
 null, '27:12', true),
(101, 1, 'intermediate', 'Orientação a Objetos na prática: encapsulamento, herança e polimorfismo',
 'Revise os pilares da orientação a objetos aplicando-os em um sistema de pagamentos com várias formas de cobrança.',
 array['Encapsulamento com getters e setters', 'Herança e a palavra-chave super', 'Polimorfismo e sobrescrita', 'Classes abstratas e interfaces'],
 'Ty6uI3oP8aS', '32:10', true),
(102, 2, 'intermediate', 'Collections Framework: List, Set e Map sem mistério',
 'Escolha a estrutura certa para cada problema e entenda o custo de cada operação nas coleções mais usadas.',
 array['ArrayList x LinkedList', 'HashSet e TreeSet', 'HashMap e a importância de equals e hashCode', 'Ordenação com Comparable e Comparator'],
 'Df9gH2jK5lZ', '28:55', true),
(103, 3, 'intermediate', 'Streams e expressões lambda no Java moderno',
 'Escreva código mais expressivo com a API de Streams: filtre, transforme e agrupe dados em poucas linhas.',
 array['Expressões lambda e interfaces funcionais', 'map, filter e reduce', 'Collectors.groupingBy', 'Optional sem NullPointerException'],
 'Gh1jK4lZx7C', '35:20', true),
(104, 4, 'intermediate', 'Tratamento de exceções e boas práticas',
 'Trate erros como um profissional: exceções checadas e não checadas, try-with-resources e exceções de negócio.',
 array['try, catch e finally', 'Checked x unchecked exceptions', 'try-with-resources', 'Criando exceções personalizadas'],
 'Jk5lZ8xC2vB', '26:03', true),
(105, 5, 'intermediate', 'Criando sua primeira API REST com Spring Boot',
 'Do Spring Initializr ao primeiro endpoint: construa uma API de pedidos com controllers, services e validação.',
 array['Spring Initializr e estrutura do projeto', '@RestController e mapeamento de rotas', 'Injeção de dependências', 'Validação com Bean Validation'],
 'Nm7bV2cX9zL', '41:37', true),
(106, 6, 'intermediate', 'Persistência com Spring Data JPA e PostgreSQL',
 'Conecte sua API a um banco de dados real, mapeie entidades e escreva consultas sem SQL repetitivo.',
 array['Entidades e mapeamento com JPA', 'Repositórios do Spring Data', 'Relacionamentos OneToMany e ManyToOne', 'Migrações de banco com Flyway'],
 'Qw3eR6tY9uI', '38:44', false),
(107, 7, 'intermediate', 'Testes automatizados com JUnit 5 e Mockito',
 'Garanta que seu código funciona e continue funcionando: testes de unidade, mocks e testes da camada web.',
 array['Estrutura de um teste com JUnit 5', 'Asserções e testes parametrizados', 'Mocks com Mockito', 'Testando controllers com MockMvc'],
 null, '33:25', true)
on conflict do nothing;

-- Keep the identity ahead of the fixed ids.
select setval(pg_get_serial_sequence('public.lessons', 'id'), greatest((select max(id) from public.lessons), 1));

-- ---------------------------------------------------------------------------------------------------------------
-- Routes: the spec's static fallback set plus the pages whose routes the spec does not show.
-- Component names as in docs/contracts.md ("Remotes and their exposed modules").
-- ---------------------------------------------------------------------------------------------------------------
insert into public.routes (path, component, props, is_active, priority) values
('/', 'Redirect', '{"to": "/inscricao", "replace": true}', true, 0),
('/inscricao', 'Landing', '{}', true, 10),
('/inscricao/obrigado', 'ThankYou', '{}', true, 20),
('/obrigado', 'ThankYou', '{}', true, 21),
('/inscricao/obrigado-2', 'ThankYou2', '{}', true, 22),
('/obrigado-2', 'ThankYou2', '{}', true, 23),
('/pesquisa', 'Survey', '{}', true, 30),
('/aulas', 'Lessons', '{}', true, 40),
('/aulas/iniciantes', 'LessonsBeginner', '{}', true, 41),
('/aulas/intermediario', 'LessonsIntermediate', '{}', true, 42),
('/aulas/escolher-nivel', 'LevelSelection', '{}', true, 43),
('/lista-espera', 'Waitlist', '{}', true, 50),
('/descadastro', 'Unsubscribe', '{}', true, 51),
('/privacy-policy', 'PrivacyPolicy', '{}', true, 60),
('/bio', 'Bio', '{}', true, 61),
('/bio-link', 'BioLink', '{}', true, 62),
('/docs', 'Docs', '{}', true, 63),
('/instrutor', 'Instructor', '{}', true, 64),
('/launch', 'LaunchLanding', '{}', true, 70),
('/oferta', 'Offer', '{}', true, 71),
('/campanhas-nav', 'Navigation', '{}', true, 80),
('/campanhas', 'LeadSourceDashboard', '{}', true, 81),
('/compras', 'PurchaseLeadsDashboard', '{}', true, 82)
on conflict (path) do nothing;
