import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

/** A JSON answer with its status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A file answer (a PDF, a zip) with the name the server gives it. */
export const file = (content: string, fileName: string, type = 'application/pdf') =>
  new Response(content, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

/** The names of the files the page saved (the anchors it clicked), in order. */
export function catchSaves(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/** Renders `page` at `url` under its route `path`. */
export function renderAt(path: string, url: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
