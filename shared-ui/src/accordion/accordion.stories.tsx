import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const FAQ = [
  { id: 'gratuito', title: 'O evento é gratuito?', content: <p>Sim, a Semana Java é 100% gratuita.</p> },
  {
    id: 'experiencia',
    title: 'Preciso ter experiência com programação?',
    content: <p>Não. As aulas foram pensadas para quem está começando e para quem já programa.</p>,
  },
  {
    id: 'gravacoes',
    title: 'As aulas ficam gravadas?',
    content: <p>Sim, você terá acesso às gravações até o encerramento do evento.</p>,
  },
  { id: 'horario', title: 'Qual o horário das aulas?', content: <p>As aulas são ao vivo, sempre às 20h.</p> },
];

const meta = {
  title: 'Componentes/Accordion',
  component: Accordion,
  args: { items: FAQ },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'gratuito' } };
export const SingleItem: Story = { args: { items: FAQ.slice(0, 1) } };
