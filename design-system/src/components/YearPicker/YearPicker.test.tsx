import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { YearPicker, type YearPickerProps } from './YearPicker.tsx';

function Harness(props: Partial<YearPickerProps>) {
  const [year, setYear] = useState(props.value ?? 2026);
  return (
    <YearPicker
      minYear={2022}
      maxYear={2026}
      {...props}
      value={year}
      onChange={(next) => {
        setYear(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** The select's trigger: named by the year shown and its label. */
const select = () => screen.getByRole('button', { name: /2026.*Año|Año.*2026/ });

describe('YearPicker', () => {
  it('steps through the years with its buttons, stopping at both ends', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Año anterior' });
    const next = screen.getByRole('button', { name: 'Año siguiente' });
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(onChange).toHaveBeenLastCalledWith(2025);
    expect(next).toBeEnabled();
    for (let i = 0; i < 3; i++) await userEvent.click(previous);
    expect(onChange).toHaveBeenLastCalledWith(2022);
    expect(previous).toBeDisabled();
  });

  it('lists the years newest first with their text, and chooses one', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        label="Año tributario"
        formatYear={(y) => `${y} (año comercial ${y - 1})`}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Año tributario/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '2026 (año comercial 2025)',
      '2025 (año comercial 2024)',
      '2024 (año comercial 2023)',
      '2023 (año comercial 2022)',
      '2022 (año comercial 2021)',
    ]);
    await userEvent.click(options[2]!);
    expect(onChange).toHaveBeenCalledWith(2024);
  });

  it('is wholly disabled when asked', () => {
    render(<Harness isDisabled />);
    expect(screen.getByRole('button', { name: 'Año anterior' })).toBeDisabled();
    expect(select()).toBeDisabled();
  });
});
