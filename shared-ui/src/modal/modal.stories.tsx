import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CtaButton } from '../cta-button/cta-button';
import { CountryPhoneInput } from '../phone-input/country-phone-input';
import { DEFAULT_COUNTRY, type Country } from '../phone-input/phone-mask';
import { Modal, type ModalProps } from './modal';

/** Opens the modal from a button, so focus return can be seen (and tested). */
function ModalDemo(props: Omit<ModalProps, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <CtaButton onClick={() => setOpen(true)}>Abrir modal</CtaButton>
      <Modal
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Componentes/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Política de Privacidade',
    onClose: fn(),
    children: (
      <>
        <p>Seus dados são usados apenas para enviar informações sobre a Semana Java.</p>
        <label htmlFor="modal-email">E-mail</label>
        <input id="modal-email" type="email" />
        <p>
          <a href="#termos">Ler os termos completos</a>
        </p>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} initiallyOpen={false} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm', title: 'Aviso', children: <p>Sua inscrição foi recebida.</p> } };
export const Large: Story = { args: { size: 'lg', title: 'Como funcionam as aulas' } };
export const CustomCloseLabel: Story = { args: { closeLabel: 'Fechar janela' } };
export const OnlyCloseControl: Story = {
  args: { title: 'Aula Bloqueada', children: <p>Esta aula ainda não está disponível.</p> },
};
export const InitiallyOpen: Story = {
  render: (args) => <ModalDemo {...args} initiallyOpen />,
};
export const LongContent: Story = {
  args: {
    title: 'Termos de uso',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Parágrafo {i + 1} dos termos de uso da Semana Java.</p>
        ))}
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
};

function PurchaseFields() {
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [number, setNumber] = useState('');
  return (
    <CountryPhoneInput
      id="modal-whatsapp"
      label="WhatsApp"
      country={country}
      onCountryChange={setCountry}
      number={number}
      onNumberChange={setNumber}
    />
  );
}

/** Like the sales page's purchase modal: Escape in the country picker closes the picker, not the modal. */
export const WithCountryPicker: Story = {
  args: { title: 'Garanta sua vaga', children: <PurchaseFields /> },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
};

function StackedDemo() {
  const [editing, setEditing] = useState(true);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <CtaButton onClick={() => setEditing(true)}>Abrir modal</CtaButton>
      <Modal open={editing} title="Editar lead" onClose={() => setEditing(false)}>
        <p>Ana Souza · ana@exemplo.com</p>
        <CtaButton variant="secondary" onClick={() => setConfirming(true)}>
          Excluir
        </CtaButton>
      </Modal>
      <Modal open={confirming} title="Excluir lead?" size="sm" onClose={() => setConfirming(false)}>
        <p>Esta ação não pode ser desfeita.</p>
      </Modal>
    </>
  );
}

/** A dialog opened from another: Escape closes only the topmost one. */
export const Stacked: Story = { render: () => <StackedDemo /> };
