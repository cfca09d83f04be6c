import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadError } from './load-error';

const meta = { title: 'Feedback/LoadError', component: LoadError, args: { onRetry: fn() } } satisfies Meta<
  typeof LoadError
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDetail: Story = { args: { detail: 'Falha de rede: tempo esgotado após 10 s.' } };
export const Retrying: Story = { args: { retrying: true } };
