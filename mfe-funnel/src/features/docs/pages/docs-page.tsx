import type { CommandStep } from '../docs-content';
import {
  HELLO_WORLD,
  IDE_COMPARISON,
  INTELLIJ_PLUGINS,
  INTELLIJ_STEPS,
  JDK_VERSION,
  OS_GUIDES,
  VERIFY_COMMANDS,
  VSCODE_EXTENSIONS,
  VSCODE_STEPS,
} from '../docs-content';
import { Table } from '@funil/shared-ui/table';
import { CodeBlock } from '../components/code-block';
import { ExtensionTable } from '../components/extension-table';
import styles from './docs-page.module.css';

function Steps({ steps }: { steps: readonly CommandStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.text}>
          <p>{step.text}</p>
          {step.command && <CodeBlock code={step.command} />}
        </li>
      ))}
    </ol>
  );
}

/** /docs (exposed as mfe_funnel/Docs): the Java setup guide (visitor-side.md §2 'Java setup guide'). */
export default function DocsPage(_props: Record<string, unknown>) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Guia de instalação</p>
          <h1 className={styles.title}>Prepare seu ambiente Java {JDK_VERSION}</h1>
          <p className={styles.lead}>
            Instale o JDK {JDK_VERSION} no Windows, macOS ou Linux, escolha sua IDE (VSCode ou IntelliJ IDEA Community)
            e confira se está tudo funcionando antes das aulas.
          </p>
        </header>

        <nav className={styles.toc} aria-label="Neste guia">
          <ol>
            <li>
              <a href="#instalar-jdk">Instalar o JDK {JDK_VERSION}</a>
            </li>
            <li>
              <a href="#verificar">Verificar a instalação</a>
            </li>
            <li>
              <a href="#escolher-ide">Escolher a IDE</a>
            </li>
          </ol>
        </nav>

        <section className={styles.section} aria-labelledby="instalar-jdk">
          <h2 id="instalar-jdk">1. Instalar o JDK {JDK_VERSION}</h2>
          <p>
            O JDK (Java Development Kit) traz o compilador <code>javac</code> e a máquina virtual <code>java</code>.
            Recomendamos o <strong>Eclipse Temurin {JDK_VERSION}</strong>, uma distribuição gratuita e de código aberto
            do OpenJDK, baixada em <a href="https://adoptium.net/temurin/releases/?version=17">adoptium.net</a>. O Java{' '}
            {JDK_VERSION} é uma versão LTS (suporte de longo prazo) e roda todos os exemplos do curso.
          </p>
          {OS_GUIDES.map((os) => (
            <article key={os.id} className={styles.card} aria-labelledby={`jdk-${os.id}`}>
              <h3 id={`jdk-${os.id}`}>{os.name}</h3>
              <p>{os.intro}</p>
              <Steps steps={os.steps} />
              <h4>Variável JAVA_HOME</h4>
              <p>{os.javaHome.text}</p>
              <CodeBlock code={os.javaHome.command} />
            </article>
          ))}
        </section>

        <section className={styles.section} aria-labelledby="verificar">
          <h2 id="verificar">2. Verificar a instalação</h2>
          <p>Abra um terminal novo e rode os comandos abaixo. As versões devem começar com 17:</p>
          <Table scrollLabel="Comandos de verificação" className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Comando</th>
                <th scope="col">Resultado esperado</th>
                <th scope="col">O que confere</th>
              </tr>
            </thead>
            <tbody>
              {VERIFY_COMMANDS.map((row) => (
                <tr key={row.command}>
                  <th scope="row">
                    <code>{row.command}</code>
                  </th>
                  <td>
                    <code>{row.expected}</code>
                  </td>
                  <td>{row.text}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p>
            Para um teste completo, salve o código abaixo como <code>Main.java</code> e rode <code>java Main.java</code>{' '}
            (desde o Java 11 dá para executar um arquivo direto, sem compilar antes) ou <code>javac Main.java</code> e
            depois <code>java Main</code>:
          </p>
          <CodeBlock code={HELLO_WORLD} label="Main.java" />
          <p className={styles.tip}>
            <strong>Deu &quot;comando não encontrado&quot;?</strong> Feche e abra o terminal (ou reinicie o computador
            no Windows) para carregar o PATH novo, e confira se o JAVA_HOME aponta para a pasta do JDK {JDK_VERSION}.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="escolher-ide">
          <h2 id="escolher-ide">3. Escolher a IDE: VSCode ou IntelliJ IDEA Community</h2>
          <p>As duas são gratuitas e servem para o curso. Compare e escolha uma:</p>
          <Table scrollLabel="Comparação entre VSCode e IntelliJ IDEA Community" className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Aspecto</th>
                <th scope="col">VSCode</th>
                <th scope="col">IntelliJ IDEA Community</th>
              </tr>
            </thead>
            <tbody>
              {IDE_COMPARISON.map((row) => (
                <tr key={row.aspect}>
                  <th scope="row">{row.aspect}</th>
                  <td>{row.vscode}</td>
                  <td>{row.intellij}</td>
                </tr>
              ))}
            </tbody>
          </Table>

          <article className={styles.card} aria-labelledby="ide-vscode">
            <h3 id="ide-vscode">Visual Studio Code</h3>
            <ExtensionTable
              caption="Extensões recomendadas para o VSCode"
              idHeader="Identificador"
              rows={VSCODE_EXTENSIONS}
            />
            <h4>Como instalar</h4>
            <Steps steps={VSCODE_STEPS} />
          </article>

          <article className={styles.card} aria-labelledby="ide-intellij">
            <h3 id="ide-intellij">IntelliJ IDEA Community</h3>
            <ExtensionTable caption="Plugins do IntelliJ IDEA" idHeader="Origem" rows={INTELLIJ_PLUGINS} />
            <h4>Como instalar</h4>
            <Steps steps={INTELLIJ_STEPS} />
          </article>
        </section>
      </main>
    </div>
  );
}
