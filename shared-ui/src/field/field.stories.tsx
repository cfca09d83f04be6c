import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { Field } from './field';

const meta = {
  title: 'Formulários/Field',
  component: Field,
  args: { label: 'E-mail', children: (control) => <Input {...control} type="email" defaultValue="ana@exemplo.com" /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Usaremos só para enviar o link das aulas.' } };
export const WithError: Story = {
  args: {
    label: 'Telefone',
    required: true,
    error: 'Informe um telefone válido com DDD.',
    children: (control) => <Input {...control} type="tel" defaultValue="1199" />,
  },
};
export const WithSelect: Story = {
  args: {
    label: 'Lançamento',
    hint: 'Os números mostram só este lançamento.',
    children: (control) => (
      <Select {...control} defaultValue="l2">
        <option value="l1">Semana Java #1</option>
        <option value="l2">Semana Java #2</option>
      </Select>
    ),
  },
};
