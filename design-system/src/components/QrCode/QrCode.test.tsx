import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { modulesPath, QrCode } from './QrCode.tsx';

const URI =
  'otpauth://totp/Inversiones:Cliente%20***678-5?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Inversiones';

describe('QrCode', () => {
  it('is an image named by its label, drawn from the encoded matrix with a quiet zone', () => {
    render(<QrCode value={URI} label="Código QR para su aplicación de autenticación" />);
    const image = screen.getByRole('img', {
      name: 'Código QR para su aplicación de autenticación',
    });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const { size, data } = encode(URI, { ecc: 'M', border: 4 });
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(image.querySelector('path')?.getAttribute('d')).toBe(modulesPath(data));
    // Four light modules all round (the quiet zone): the first dark run starts at (4, 4).
    expect(modulesPath(data)).toMatch(/^M4 4h/);
  });

  it('draws one rectangle per run of dark modules', () => {
    expect(
      modulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('shows a silent placeholder of the same place while the value loads', () => {
    const { container } = render(<QrCode label="Código QR" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });
});
