// The Java setup guide (visitor-side.md §2 'Java setup guide', §9: targets Java 17).
// Commands checked against the vendors' own instructions: Eclipse Temurin (adoptium.net), winget, Homebrew, apt/dnf.

export interface CommandStep {
  text: string;
  /** A shell command shown in a code block, copied as is. */
  command?: string;
}

export interface OsGuide {
  id: 'windows' | 'macos' | 'linux';
  name: string;
  intro: string;
  steps: readonly CommandStep[];
  javaHome: { text: string; command: string };
}

export const JDK_VERSION = '17';

export const OS_GUIDES: readonly OsGuide[] = [
  {
    id: 'windows',
    name: 'Windows',
    intro:
      'Use o Eclipse Temurin 17 (OpenJDK gratuito mantido pela Eclipse Adoptium). O jeito mais rápido é pelo winget, que já vem no Windows 10 e 11.',
    steps: [
      {
        text: 'Abra o PowerShell ou o Terminal do Windows e instale o JDK 17:',
        command: 'winget install --id EclipseAdoptium.Temurin.17.JDK -e',
      },
      {
        text: 'Sem winget? Baixe o instalador .msi do JDK 17 (Windows x64) em https://adoptium.net/temurin/releases/?version=17 e, no assistente, ative as opções "Add to PATH" e "Set JAVA_HOME variable".',
      },
      { text: 'Feche e abra o terminal de novo para que o PATH atualizado seja carregado.' },
    ],
    javaHome: {
      text: 'Se o JAVA_HOME não foi definido pelo instalador, defina-o para a pasta do JDK (confira o nome exato da pasta em C:\\Program Files\\Eclipse Adoptium) e abra um novo terminal:',
      command: 'setx JAVA_HOME "C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.13.11-hotspot"',
    },
  },
  {
    id: 'macos',
    name: 'macOS',
    intro:
      'Com o Homebrew (https://brew.sh) instalado, o Temurin 17 é instalado com um comando, tanto em Macs Intel quanto Apple Silicon (M1 ou mais novos).',
    steps: [
      { text: 'No Terminal, instale o JDK 17:', command: 'brew install --cask temurin@17' },
      {
        text: 'Sem Homebrew? Baixe o instalador .pkg do JDK 17 (aarch64 para Apple Silicon, x64 para Intel) em https://adoptium.net/temurin/releases/?version=17.',
      },
      { text: 'Liste os JDKs instalados para conferir:', command: '/usr/libexec/java_home -V' },
    ],
    javaHome: {
      text: 'Defina o JAVA_HOME no seu ~/.zshrc (o shell padrão do macOS) e recarregue o arquivo:',
      command: "echo 'export JAVA_HOME=$(/usr/libexec/java_home -v 17)' >> ~/.zshrc\nsource ~/.zshrc",
    },
  },
  {
    id: 'linux',
    name: 'Linux',
    intro: 'As distribuições mais usadas trazem o OpenJDK 17 nos repositórios oficiais.',
    steps: [
      { text: 'Ubuntu, Debian e derivados:', command: 'sudo apt update\nsudo apt install openjdk-17-jdk' },
      { text: 'Fedora, RHEL, Rocky Linux e AlmaLinux:', command: 'sudo dnf install java-17-openjdk-devel' },
      { text: 'Arch Linux e Manjaro:', command: 'sudo pacman -S jdk17-openjdk' },
      {
        text: 'Tem mais de um Java instalado? Escolha o 17 como padrão (Debian/Ubuntu):',
        command: 'sudo update-alternatives --config java\nsudo update-alternatives --config javac',
      },
    ],
    javaHome: {
      text: 'Defina o JAVA_HOME a partir do javac instalado, no seu ~/.bashrc (ou ~/.zshrc), e recarregue o arquivo:',
      command: `echo 'export JAVA_HOME=$(dirname $(dirname $(readlink -f $(which javac))))' >> ~/.bashrc\nsource ~/.bashrc`,
    },
  },
];

export const VERIFY_COMMANDS: readonly { command: string; expected: string; text: string }[] = [
  {
    command: 'java -version',
    expected: 'openjdk version "17.0.x" ...',
    text: 'mostra a versão do Java que executa os programas',
  },
  {
    command: 'javac -version',
    expected: 'javac 17.0.x',
    text: 'mostra a versão do compilador (só existe no JDK, não no JRE)',
  },
  { command: 'echo $JAVA_HOME', expected: '/caminho/para/o/jdk-17', text: 'macOS e Linux: a pasta do JDK 17' },
  {
    command: 'echo %JAVA_HOME%',
    expected: 'C:\\Program Files\\Eclipse Adoptium\\jdk-17...',
    text: 'Windows (Prompt de Comando); no PowerShell use $env:JAVA_HOME',
  },
];

export const HELLO_WORLD = `public class Main {
    public static void main(String[] args) {
        System.out.println("Olá, Java 17!");
    }
}`;

export interface ExtensionRow {
  name: string;
  id: string;
  purpose: string;
}

export const VSCODE_EXTENSIONS: readonly ExtensionRow[] = [
  {
    name: 'Extension Pack for Java',
    id: 'vscjava.vscode-java-pack',
    purpose: 'Pacote oficial da Microsoft: instala as extensões essenciais de Java de uma vez',
  },
  {
    name: 'Language Support for Java by Red Hat',
    id: 'redhat.java',
    purpose: 'Autocompletar, erros em tempo real, refatoração e navegação no código',
  },
  { name: 'Debugger for Java', id: 'vscjava.vscode-java-debug', purpose: 'Executar e depurar com breakpoints' },
  { name: 'Test Runner for Java', id: 'vscjava.vscode-java-test', purpose: 'Rodar testes JUnit e TestNG pelo editor' },
  { name: 'Maven for Java', id: 'vscjava.vscode-maven', purpose: 'Criar projetos e rodar comandos do Maven' },
  {
    name: 'Project Manager for Java',
    id: 'vscjava.vscode-java-dependency',
    purpose: 'Ver o projeto, pacotes e dependências',
  },
  {
    name: 'Spring Boot Extension Pack',
    id: 'vmware.vscode-boot-dev-pack',
    purpose: 'Opcional: criar e executar projetos Spring Boot',
  },
];

export const VSCODE_STEPS: readonly CommandStep[] = [
  {
    text: 'Baixe o Visual Studio Code em https://code.visualstudio.com e instale (ou use o gerenciador do seu sistema):',
    command:
      'winget install --id Microsoft.VisualStudioCode -e   # Windows\nbrew install --cask visual-studio-code   # macOS\nsudo snap install code --classic   # Linux',
  },
  {
    text: 'Abra o VSCode, vá em Extensões (Ctrl+Shift+X, ou Cmd+Shift+X no Mac), procure por "Extension Pack for Java" e clique em Instalar. Pelo terminal:',
    command: 'code --install-extension vscjava.vscode-java-pack',
  },
  {
    text: 'Abra a Paleta de Comandos (Ctrl+Shift+P) e rode "Java: Create Java Project" para criar o primeiro projeto.',
  },
  { text: 'Se houver mais de um JDK, escolha o 17 em "Java: Configure Java Runtime".' },
];

export const INTELLIJ_PLUGINS: readonly ExtensionRow[] = [
  {
    name: 'Java, Maven e Gradle',
    id: 'já incluídos',
    purpose: 'Suporte completo a Java, com build e dependências, sem instalar nada',
  },
  { name: 'JUnit', id: 'já incluído', purpose: 'Rodar e depurar testes pelo editor' },
  { name: 'Git', id: 'já incluído', purpose: 'Versionamento integrado (commit, branch, histórico)' },
  { name: 'Lombok', id: 'já incluído', purpose: 'Suporte às anotações do Lombok usadas em projetos Spring' },
  {
    name: 'SonarQube for IDE',
    id: 'Marketplace',
    purpose: 'Opcional: aponta bugs e más práticas enquanto você digita',
  },
  {
    name: 'Key Promoter X',
    id: 'Marketplace',
    purpose: 'Opcional: ensina os atalhos de teclado enquanto você usa a IDE',
  },
];

export const INTELLIJ_STEPS: readonly CommandStep[] = [
  {
    text: 'Baixe o IntelliJ IDEA gratuito em https://www.jetbrains.com/idea/download (a edição Community; nas versões mais recentes a JetBrains entrega um instalador único, e os recursos gratuitos funcionam sem assinatura). Também dá para instalar pelo JetBrains Toolbox App.',
  },
  { text: 'No Linux, uma opção é o snap:', command: 'sudo snap install intellij-idea-community --classic' },
  {
    text: 'Na tela inicial, clique em New Project, escolha Java e, em JDK, selecione o 17 (o IntelliJ detecta o JDK instalado; se não, use "Add JDK" e aponte para a pasta do JAVA_HOME).',
  },
  { text: 'Plugins extras ficam em Settings > Plugins > Marketplace.' },
];

export const IDE_COMPARISON: readonly { aspect: string; vscode: string; intellij: string }[] = [
  { aspect: 'Preço', vscode: 'Gratuito', intellij: 'Gratuito (edição Community)' },
  { aspect: 'Peso', vscode: 'Leve, abre rápido', intellij: 'Mais pesado, indexa o projeto' },
  { aspect: 'Java', vscode: 'Por extensões', intellij: 'Nativo, pronto ao instalar' },
  { aspect: 'Refatoração e análise', vscode: 'Boa', intellij: 'Muito completa' },
  {
    aspect: 'Ideal para',
    vscode: 'Quem já usa o VSCode ou tem computador mais modesto',
    intellij: 'Quem vai trabalhar com Java no dia a dia',
  },
];
