import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Formulários/Input',
  component: Input,
  args: { 'aria-label': 'Nome completo', placeholder: 'Seu nome completo', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Ana Souza' } };
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ana@', 'aria-label': 'E-mail', type: 'email' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana Souza' } };
export const Date: Story = { args: { type: 'date', 'aria-label': 'Data inicial', defaultValue: '2026-11-23' } };
