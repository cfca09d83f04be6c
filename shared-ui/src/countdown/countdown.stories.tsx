import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './countdown';

const DAY = 86_400_000;

const meta = {
  title: 'Componentes/Countdown',
  component: Countdown,
  args: {
    target: new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000),
    title: 'Tempo Restante para o Encerramento',
    note: 'Após o encerramento, o acesso às aulas gravadas será removido.',
  },
  argTypes: { target: { control: 'date' } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const AlmostOver: Story = { args: { target: new Date(Date.now() + 5_000) } };
export const Ended: Story = { args: { target: '2025-09-22T08:00:00' } };
export const FromIsoStringWithOffset: Story = { args: { target: '2025-09-22T07:00:00-03:00' } };
export const WithoutTitleAndNote: Story = { args: { title: undefined, note: undefined } };
