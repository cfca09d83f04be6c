import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Formulários/Select',
  component: Select,
  args: {
    'aria-label': 'Status',
    defaultValue: '',
    onChange: fn(),
    children: [
      <option key="" value="">
        Todos
      </option>,
      <option key="NOVO" value="NOVO">
        Novo
      </option>,
      <option key="CONTATADO" value="CONTATADO">
        Contatado
      </option>,
      <option key="VENDIDO" value="VENDIDO">
        Vendido
      </option>,
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };
