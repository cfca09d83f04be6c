import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Notice } from './notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { tone: 'info', title: 'Exportação em andamento', children: 'Você pode continuar usando o painel.' },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Importação concluída', children: '120 leads importados, 3 ignorados (duplicados).' },
};
export const Warning: Story = { args: { tone: 'warning', title: 'O lançamento termina hoje', children: undefined } };
export const Danger: Story = {
  args: { tone: 'danger', title: 'Não foi possível salvar', children: 'Verifique sua conexão e tente de novo.' },
};
export const WithAction: Story = {
  args: {
    tone: 'success',
    title: 'Lead excluído',
    children: undefined,
    action: (
      <Button variant="ghost" size="sm">
        Desfazer
      </Button>
    ),
  },
};
