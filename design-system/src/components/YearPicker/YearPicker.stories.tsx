import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YearPicker, type YearPickerProps } from './YearPicker.tsx';

/** The picker with its year held as a page holds it. */
function Stateful(args: YearPickerProps) {
  const [year, setYear] = useState(args.value);
  return (
    <YearPicker
      {...args}
      value={year}
      onChange={(next) => {
        setYear(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Componentes/YearPicker',
  component: YearPicker,
  render: (args) => <Stateful {...args} />,
  args: { value: 2026, minYear: 2021, maxYear: 2026, onChange: fn() },
} satisfies Meta<typeof YearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest year: 'Año siguiente' is disabled, 'Año anterior' steps back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Año siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Año anterior' }));
    await expect(args.onChange).toHaveBeenCalledWith(2025);
  },
};

/** Tax years, each with the commercial year it certifies. */
export const TaxYears: Story = {
  args: {
    label: 'Año tributario',
    formatYear: (year: number) => `${year} (año comercial ${year - 1})`,
    description:
      'Los certificados de cada año tributario informan las operaciones del año anterior.',
  },
};

/** The oldest year: 'Año anterior' is disabled. */
export const AtMinYear: Story = { args: { value: 2021 } };

export const Disabled: Story = { args: { isDisabled: true } };
