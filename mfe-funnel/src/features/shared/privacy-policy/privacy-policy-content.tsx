import type { ReactNode } from 'react';
import {
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_POLICY_LAST_UPDATED,
  PRIVACY_POLICY_LAST_UPDATED_ISO,
  PRIVACY_REQUEST_DEADLINE_DAYS,
} from './privacy-policy-config';
import styles from './privacy-policy-content.module.css';

export interface PrivacyPolicyContentProps {
  /**
   * Heading level of the eight section titles: 2 on the page (under its h1), 3 inside a modal whose title is an h2.
   */
  headingLevel?: 2 | 3;
  /** Contact address; defaults to the configured one. */
  contactEmail?: string;
  className?: string;
}

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function sections(email: string): Section[] {
  const mail = (subject: string) => (
    <a className={styles.link} href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>
      {email}
    </a>
  );
  return [
    {
      id: 'introducao',
      title: '1. Introdução',
      body: (
        <>
          <p>
            A Semana Java respeita a sua privacidade. Esta Política de Privacidade explica quais dados pessoais
            coletamos quando você se inscreve no evento gratuito, entra na lista de espera, assiste às aulas ou navega
            por este site, como usamos esses dados, com quem os compartilhamos e como você pode exercer os seus
            direitos.
          </p>
          <p>
            Tratamos os seus dados de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
            Ao enviar um formulário deste site, você declara que leu e concorda com esta política.
          </p>
        </>
      ),
    },
    {
      id: 'informacoes-coletadas',
      title: '2. Informações que coletamos',
      body: (
        <>
          <p>Coletamos apenas o necessário para o evento e para as comunicações sobre o curso:</p>
          <ul className={styles.list}>
            <li>
              <strong>Dados que você informa:</strong> nome completo, e-mail e, quando você preenche, número de WhatsApp
              e a sua experiência com programação.
            </li>
            <li>
              <strong>Dados técnicos:</strong> endereço IP, navegador (agente de usuário) e idioma do navegador,
              registrados no momento do consentimento.
            </li>
            <li>
              <strong>Dados de uso:</strong> páginas visitadas, a origem da visita (parâmetros de campanha como
              utm_source e utm_campaign) e as respostas da pesquisa, quando você responde.
            </li>
            <li>
              <strong>Presença nas aulas ao vivo:</strong> quando você assiste a uma aula na nossa página pelo seu link
              pessoal (do e-mail ou da página de inscrição), registramos em quais aulas você esteve, quantos minutos
              assistiu ao vivo e no replay e se assistiu durante a apresentação da oferta. Só registramos a presença de
              quem deu o consentimento na inscrição; sem o link pessoal, a visita conta apenas no total de espectadores,
              sem identificar você.
            </li>
            <li>
              <strong>Dados da compra:</strong> quando você começa uma compra, a plataforma de pagamento nos informa
              nome, e-mail, telefone, a oferta, como está o pagamento e se você aceitou receber comunicações no
              checkout. Se você aceitou (no checkout ou na inscrição), guardamos um código pessoal para o link de
              cancelamento dos lembretes e, se você cancelar, a data e o motivo.
            </li>
          </ul>
          <p>
            O progresso das aulas e a sua preferência de tema (claro ou escuro) ficam guardados apenas no seu navegador.
          </p>
        </>
      ),
    },
    {
      id: 'uso-das-informacoes',
      title: '3. Como usamos as informações',
      body: (
        <ul className={styles.list}>
          <li>Confirmar a sua inscrição e enviar os links, horários e materiais das aulas.</li>
          <li>Enviar comunicações sobre o evento, a lista de espera e ofertas do curso de Java.</li>
          <li>Entender de onde vêm as inscrições (campanhas e canais) para melhorar a divulgação.</li>
          <li>
            Saber quem assistiu a cada aula para enviar o replay a quem não pôde assistir ao vivo e avaliar quais
            campanhas trazem pessoas que participam.
          </li>
          <li>
            Lembrar por e-mail quem começou uma compra e não concluiu, só se você aceitou receber comunicações na
            inscrição ou no checkout, e nunca depois que o pagamento é confirmado.
          </li>
          <li>Registrar o seu consentimento (data, IP, navegador, idioma e versão desta política).</li>
          <li>Melhorar o conteúdo e o funcionamento do site.</li>
        </ul>
      ),
    },
    {
      id: 'compartilhamento',
      title: '4. Compartilhamento de dados',
      body: (
        <>
          <p>
            <strong>Não vendemos, alugamos nem trocamos os seus dados pessoais.</strong>
          </p>
          <p>
            Compartilhamos dados somente com os prestadores de serviço necessários para operar o evento e o curso
            (hospedagem e banco de dados, envio de e-mails e mensagens, e a plataforma de pagamento quando você decide
            comprar), que os tratam apenas conforme as nossas instruções, ou quando a lei ou uma autoridade competente
            exigir.
          </p>
        </>
      ),
    },
    {
      id: 'seus-direitos',
      title: '5. Seus direitos',
      body: (
        <>
          <p>A qualquer momento você pode pedir para:</p>
          <ul className={styles.list}>
            <li>
              <strong>acessar</strong> os dados que temos sobre você;
            </li>
            <li>
              <strong>corrigir</strong> dados incompletos, inexatos ou desatualizados;
            </li>
            <li>
              <strong>excluir</strong> os seus dados;
            </li>
            <li>
              <strong>revogar o consentimento</strong> e deixar de receber as nossas comunicações.
            </li>
          </ul>
          <p>
            <strong>Como fazer o pedido (LGPD):</strong> envie um e-mail para{' '}
            {mail('Privacidade: acesso ou exclusão dos meus dados')} a partir do endereço usado na inscrição, dizendo o
            que você quer (acesso, correção, exclusão ou revogação do consentimento). Respondemos em até{' '}
            {PRIVACY_REQUEST_DEADLINE_DAYS} dias. Informe também o número de WhatsApp, se você o usou, para encontrarmos
            todos os seus registros. No pedido de acesso você recebe um arquivo com os seus dados (incluindo a presença
            nas aulas); na exclusão, nome, e-mail, telefone, respostas em texto livre e a presença nas aulas são
            apagados e ficam apenas números agregados, que não identificam você. Para parar de receber os e-mails do
            lançamento, você também pode usar o link de cancelamento presente em cada mensagem.
          </p>
        </>
      ),
    },
    {
      id: 'seguranca',
      title: '6. Segurança',
      body: (
        <p>
          Os dados trafegam por conexões criptografadas (HTTPS) e ficam em um banco de dados com controle de acesso:
          visitantes não conseguem ler dados de outras pessoas e somente a equipe autorizada acessa as inscrições.
          Nenhum sistema é totalmente imune a incidentes; se algum ocorrer e puder afetar você, avisaremos você e a
          Autoridade Nacional de Proteção de Dados (ANPD), como manda a lei.
        </p>
      ),
    },
    {
      id: 'contato',
      title: '7. Contato',
      body: <p>Dúvidas sobre esta política ou sobre os seus dados? Escreva para {mail('Privacidade: dúvida')}.</p>,
    },
    {
      id: 'atualizacoes',
      title: '8. Atualizações desta política',
      body: (
        <p>
          Podemos atualizar esta política para refletir mudanças no site ou na lei. A versão em vigor fica sempre nesta
          página, com a data da última atualização; mudanças importantes também serão comunicadas por e-mail.
        </p>
      ),
    },
  ];
}

/** The eight sections of the privacy policy: used by the /privacy-policy page and by the forms' modal. */
export function PrivacyPolicyContent({
  headingLevel = 2,
  contactEmail = PRIVACY_CONTACT_EMAIL,
  className,
}: PrivacyPolicyContentProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <p className={styles.updated}>
        Última atualização: <time dateTime={PRIVACY_POLICY_LAST_UPDATED_ISO}>{PRIVACY_POLICY_LAST_UPDATED}</time>
      </p>
      {sections(contactEmail).map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`politica-${section.id}`}>
          <Heading id={`politica-${section.id}`} className={styles.heading}>
            {section.title}
          </Heading>
          {section.body}
        </section>
      ))}
    </div>
  );
}
