// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import InstructorPage from './instructor-page';

afterEach(cleanup);

describe('InstructorPage', () => {
  it('shows the profile figures, the subscribe button, both courses and the courses link', () => {
    render(<InstructorPage />);
    expect(screen.getByText('+100k').parentElement?.textContent).toBe('+100k inscritos');
    expect(screen.getByText('500+').parentElement?.textContent).toBe('500+ vídeos');
    const subscribe = screen.getByRole('link', { name: 'Inscrever-se no canal' });
    expect(subscribe.getAttribute('href')).toBe('https://www.youtube.com/@semanajava?sub_confirmation=1');
    expect(subscribe.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Java Expert' })).toBeTruthy();
    expect(screen.getByText('2.5k+ alunos')).toBeTruthy();
    expect(screen.getByText('Avaliação 4.9 de 5')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spring Boot Pro' })).toBeTruthy();
    expect(screen.getByText('1.8k+ alunos')).toBeTruthy();
    expect(screen.getByText('Avaliação 4.8 de 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acessar Cursos' }).getAttribute('href')).toBe(
      'https://escola.semanajava.com.br/',
    );
    expect(screen.getByText('Mais de 5.000 alunos já estudam com a gente.')).toBeTruthy();
  });
});
