import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../NavigationProvider/index.ts';
import { SegmentedLinks } from './SegmentedLinks.tsx';

const items = [
  { id: 'A', label: 'Serie A', href: '/ffmm/fondos/8004/A' },
  { id: 'APV', label: 'Serie APV', href: '/ffmm/fondos/8004/APV' },
];

describe('SegmentedLinks', () => {
  it('is a navigation named by its label, the current option marked as the page', () => {
    render(<SegmentedLinks label="Serie" items={items} currentId="APV" />);
    const nav = screen.getByRole('navigation', { name: 'Serie' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Serie APV' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Serie A' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Serie A' })).toHaveAttribute(
      'href',
      '/ffmm/fondos/8004/A',
    );
  });

  it('goes to another option through the router with the keyboard', async () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <SegmentedLinks label="Serie" items={items} currentId="A" />
      </NavigationProvider>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Serie APV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/ffmm/fondos/8004/APV', undefined);
  });
});
