import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Componentes/ProgressBar',
  component: ProgressBar,
  args: { value: 90, label: 'Sua inscrição está 90% concluída' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {};
export const Empty: Story = { args: { value: 0, label: '0 de 10 aulas concluídas' } };
export const Partial: Story = { args: { value: 30, label: '3 de 10 aulas concluídas' } };
export const Complete: Story = { args: { value: 100, label: '10 de 10 aulas concluídas' } };
export const WithoutLabel: Story = { args: { value: 42, label: undefined } };
export const OutOfRange: Story = { args: { value: 140, label: 'Valor acima do limite' } };
