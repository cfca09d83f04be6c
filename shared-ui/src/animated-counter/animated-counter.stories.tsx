import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnimatedCounter } from './animated-counter';

const meta = {
  title: 'Componentes/AnimatedCounter',
  component: AnimatedCounter,
  args: { target: 5000, step: 16, prefix: '+', suffix: ' alunos' },
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales page: students grow by 16 every 16 ms up to 5000. */
export const Students: Story = {};
/** Sales page: approval grows by 0.3136 every 16 ms up to 98. */
export const Approval: Story = { args: { target: 98, step: 0.3136, prefix: undefined, suffix: '% de aprovação' } };
/** Registration page: projects up to 200. */
export const Projects: Story = { args: { target: 200, step: 2, prefix: '+', suffix: ' projetos' } };
export const WithDecimals: Story = {
  args: { target: 9639.04, step: 120.5, decimals: 2, prefix: 'R$ ', suffix: undefined },
};
export const SlowInterval: Story = {
  args: { target: 10, step: 1, intervalMs: 500, prefix: undefined, suffix: ' aulas' },
};
