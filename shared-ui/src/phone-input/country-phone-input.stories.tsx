import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from './countries';
import { CountryPhoneInput, type CountryPhoneInputProps } from './country-phone-input';

const portugal = COUNTRIES.find((c) => c.iso === 'PT') ?? DEFAULT_COUNTRY;

/** Holds country and number like a form does, reporting every change to the story's actions. */
function Controlled(args: CountryPhoneInputProps) {
  const [country, setCountry] = useState<Country>(args.country);
  const [number, setNumber] = useState(args.number);
  return (
    <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>
      <CountryPhoneInput
        {...args}
        country={country}
        number={number}
        onCountryChange={(next) => {
          args.onCountryChange(next);
          setCountry(next);
        }}
        onNumberChange={(masked) => {
          args.onNumberChange(masked);
          setNumber(masked);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Componentes/CountryPhoneInput',
  component: CountryPhoneInput,
  args: {
    id: 'whatsapp',
    label: 'WhatsApp',
    country: DEFAULT_COUNTRY,
    number: '',
    onCountryChange: fn(),
    onNumberChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CountryPhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = { args: { number: '(11) 98765-4321' } };
export const OtherCountry: Story = { args: { country: portugal } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { number: '(11) 9876', error: 'Por favor, digite um número de WhatsApp válido.' },
};
export const Disabled: Story = { args: { disabled: true, number: '(11) 98765-4321' } };
