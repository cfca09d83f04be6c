import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Formulários/Checkbox',
  component: Checkbox,
  args: { label: 'Quero receber novidades por e-mail', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'Você pode cancelar a qualquer momento.' } };
export const Disabled: Story = { args: { disabled: true } };
