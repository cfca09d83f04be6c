import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, StatusBadge } from './badge';

const meta = {
  title: 'Dados/Badge',
  component: Badge,
  subcomponents: { StatusBadge },
  args: { children: 'Novo' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <Badge>Rascunho</Badge>
      <Badge tone="info">12 novos</Badge>
      <Badge tone="success">Pago</Badge>
      <Badge tone="warning">Expira hoje</Badge>
      <Badge tone="danger">Atrasado</Badge>
    </div>
  ),
};
export const Status: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <StatusBadge tone="info">Novo</StatusBadge>
      <StatusBadge>Contatado</StatusBadge>
      <StatusBadge tone="warning">Aguardando Pagamento</StatusBadge>
      <StatusBadge tone="success">Vendido</StatusBadge>
      <StatusBadge tone="danger">Recusado</StatusBadge>
    </div>
  ),
};
