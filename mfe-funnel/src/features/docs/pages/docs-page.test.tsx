// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DocsPage from './docs-page';

afterEach(cleanup);

describe('DocsPage', () => {
  it('covers JDK 17 on the three systems with JAVA_HOME, the verification commands and both IDEs', () => {
    render(<DocsPage />);
    for (const os of ['Windows', 'macOS', 'Linux']) {
      const card = screen.getByRole('heading', { level: 3, name: os }).closest('article')!;
      expect(within(card).getByRole('heading', { name: 'Variável JAVA_HOME' })).toBeTruthy();
      expect(card.textContent).toContain('JAVA_HOME');
    }
    expect(screen.getByText('winget install --id EclipseAdoptium.Temurin.17.JDK -e')).toBeTruthy();
    expect(screen.getByText('brew install --cask temurin@17')).toBeTruthy();
    expect(screen.getByText(/sudo apt install openjdk-17-jdk/)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'java -version' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'javac -version' })).toBeTruthy();
    const vscode = screen.getByRole('table', { name: 'Extensões recomendadas para o VSCode' });
    expect(within(vscode).getByText('vscjava.vscode-java-pack')).toBeTruthy();
    expect(within(vscode).getByText('redhat.java')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Plugins do IntelliJ IDEA' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'adoptium.net' }).getAttribute('href')).toBe(
      'https://adoptium.net/temurin/releases/?version=17',
    );
  });
});
