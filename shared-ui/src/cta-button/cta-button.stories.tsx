import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CtaButton } from './cta-button';

const meta = {
  title: 'Componentes/CtaButton',
  component: CtaButton,
  args: { children: 'Quero me inscrever', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CtaButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Saiba mais' } };
export const Small: Story = { args: { size: 'sm', children: 'Pequeno' } };
export const Medium: Story = { args: { size: 'md', children: 'Médio' } };
export const Large: Story = { args: { size: 'lg', children: 'Grande' } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Garantir minha vaga' } };
export const Disabled: Story = { args: { disabled: true, children: 'Processando...' } };
export const Submit: Story = { args: { type: 'submit', children: 'Enviar' } };
export const AsLink: Story = {
  args: { href: 'https://example.com/checkout', children: 'Ir para o pagamento' },
};
export const LinkNewTab: Story = {
  args: {
    href: 'https://example.com/grupo',
    target: '_blank',
    variant: 'secondary',
    children: 'Entrar no grupo',
    'aria-label': 'Entrar no grupo do WhatsApp (abre em uma nova aba)',
  },
};
export const DisabledLink: Story = {
  args: { href: 'https://example.com/checkout', disabled: true, children: 'Vagas esgotadas' },
};
