import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Excluir lead
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Tem certeza que deseja excluir o lead Ana Souza? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Neutral: Story = {
  args: { destructive: false, message: 'Abrir 12 conversas no WhatsApp?', confirmLabel: 'Abrir conversas' },
};
