import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './radio-group';

type Level = 'iniciante' | 'intermediario' | 'avancado';
const OPTIONS = [
  { value: 'iniciante', label: 'Iniciante', hint: 'Nunca programei em Java' },
  { value: 'intermediario', label: 'Intermediário' },
  { value: 'avancado', label: 'Avançado' },
] as const;

function Controlled(props: RadioGroupProps<Level>) {
  const [value, setValue] = useState<Level | null>(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Formulários/RadioGroup',
  component: RadioGroup<Level>,
  args: { legend: 'Qual é o seu nível em Java?', options: OPTIONS, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup<Level>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', value: 'intermediario' } };
export const WithError: Story = { args: { error: 'Escolha uma opção.', required: true } };
/** The visitor forms' look: framed group, large tap targets, stable ids for the pre-rendered page. */
export const Card: Story = {
  args: { legend: 'Você já programou antes?', appearance: 'card', idPrefix: 'inscricao-nivel' },
};
export const CardHorizontal: Story = {
  args: { legend: 'Você já programou antes?', appearance: 'card', orientation: 'horizontal', value: 'iniciante' },
};
export const CardInvalid: Story = {
  args: {
    legend: 'Você já programou antes?',
    appearance: 'card',
    invalid: true,
    error: 'Por favor, responda se você já programou antes.',
  },
};
