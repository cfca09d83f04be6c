import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPage={(next) => {
        setPage(next);
        props.onPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Dados/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 10, onPage: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const Middle: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };
