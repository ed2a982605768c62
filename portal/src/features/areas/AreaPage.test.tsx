import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AreaPage } from './AreaPage.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="miPerfil/*" element={<AreaPage area="miPerfil" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('an area page', () => {
  it.each([
    ['/miPerfil/cambiarClave', 'Cambiar Clave'],
    ['/miPerfil/misEjecutivos', 'Mis Ejecutivos'],
    ['/miPerfil/misDatosPersonales', 'Mis Datos Personales'],
    ['/miPerfil', 'Mi Perfil'],
  ])('%s is headed by its own name', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
