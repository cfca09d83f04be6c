import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Formulários/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Descreva o motivo', placeholder: 'Conte para nós o que aconteceu', rows: 3, onChange: fn() },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'Quero trabalhar como desenvolvedora Java em uma empresa de tecnologia.' },
};
export const Invalid: Story = { args: { 'aria-invalid': true, required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Recebo mensagens demais.' } };
