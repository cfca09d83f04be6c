import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CtaButton } from '../cta-button/cta-button';
import { Button } from './button';

const meta = {
  title: 'Componentes/Button',
  component: Button,
  args: { children: 'Salvar alterações', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Filtrar' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Excluir lead' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};
export const Loading: Story = { args: { loading: true, children: 'Exportando…' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sem permissão' } };
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#leads">Ver leads</a> },
};
export const Link: Story = {
  render: () => (
    <p>
      Ao se inscrever, você concorda com a nossa <Button variant="link">Política de Privacidade</Button>.
    </p>
  ),
};
/** Answer options of the survey: toggle buttons (`aria-pressed`), label on the left, the chosen one outlined. */
export const Options: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '28rem' }}
      role="group"
      aria-label="Qual é a sua experiência com programação?"
    >
      <Button variant="secondary" size="lg" fullWidth align="start" aria-pressed>
        Nunca tive contato com programação
      </Button>
      <Button variant="secondary" size="lg" fullWidth align="start" aria-pressed={false}>
        Já fiz cursos, mas não trabalho na área
      </Button>
    </div>
  ),
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Entrar' } };
/** The landing page's call-to-action: `CtaButton`, the landing variant of the same button. */
export const LandingCta: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      <CtaButton size="lg">Quero minha vaga</CtaButton>
      <CtaButton variant="secondary" size="lg">
        Ver o programa
      </CtaButton>
    </div>
  ),
};
