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

/** What the live regions say (the select has its own, for 'Cargando...'). */
const spoken = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

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

  it('announces the year a step lands on, and hands focus to the select at an end', async () => {
    render(<Harness value={2025} label="Año tributario" formatYear={(y) => `AT ${y}`} />);
    const previous = screen.getByRole('button', { name: 'Año anterior' });
    await userEvent.click(previous);
    expect(spoken()).toContain('Año tributario: AT 2024');
    await userEvent.click(previous);
    await userEvent.click(previous);
    // 2022 is the first year: the pressed button is disabled, and focus is not lost to the page.
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: /AT 2022/ })).toHaveFocus();
    expect(spoken()).not.toContain('Año tributario');
  });

  it('works uncontrolled from a default year, from the keyboard', async () => {
    const onChange = vi.fn();
    render(<YearPicker minYear={2020} maxYear={2026} defaultValue={2024} onChange={onChange} />);
    const next = screen.getByRole('button', { name: 'Año siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2025);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2026);
    const select = screen.getByRole('button', { name: /2026/ });
    expect(select).toHaveFocus();
    // From the select: open it with the keyboard and choose an older year.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2024);
    expect(screen.getByRole('button', { name: /2024/ })).toBeInTheDocument();
  });

  it('is wholly disabled when asked', () => {
    render(<Harness isDisabled />);
    expect(screen.getByRole('button', { name: 'Año anterior' })).toBeDisabled();
    expect(select()).toBeDisabled();
  });
});
