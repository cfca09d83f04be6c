import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './stat-card';

const meta = {
  title: 'Dados/StatCard',
  component: StatCard,
  args: { label: 'Leads quentes', value: '1.234' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Taxa de conversão', value: '12,5%', hint: '+1,2 p.p. na última semana', tone: 'success' },
};
export const Grid: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 'var(--space-4)' }}
    >
      <StatCard label="Inscritos" value="3.480" />
      <StatCard label="Vendas" value="142" tone="success" />
      <StatCard label="Receita" value="R$ 70.574,00" />
      <StatCard label="Reembolsos" value="3" tone="danger" hint="Acima da meta de 2" />
    </div>
  ),
};
