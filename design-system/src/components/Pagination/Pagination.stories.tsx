import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Keeps the page the buttons ask for, as the portal's route does. */
function Paged(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Componentes/Pagination',
  component: Pagination,
  args: {
    page: 2,
    pageCount: 9,
    onPageChange: () => undefined,
    'aria-label': 'Paginación de movimientos',
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page between others: both buttons can be pressed. */
export const Default: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 3 de 9')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByText('Página 2 de 9')).toBeVisible();
  },
};

/** The first page: 'Anterior' is disabled. */
export const FirstPage: Story = { args: { page: 1 } };

/** The last page: 'Siguiente' is disabled. */
export const LastPage: Story = { args: { page: 9 } };

/** While the next page loads, both buttons wait. */
export const Loading: Story = { args: { isDisabled: true } };

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
