import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './Pagination.css.ts';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (a list of `total` rows at 10 a page has ceil(total / 10)). */
  pageCount: number;
  /** Called with the page to show (the caller loads it: pages served by the API). */
  onPageChange: (page: number) => void;
  /** Names the navigation: 'Paginación de Mis Movimientos'. */
  'aria-label'?: string;
  /** A page is on its way: both buttons wait. */
  isDisabled?: boolean;
}

/**
 * 'Anterior', 'Página 2 de 9' and 'Siguiente' for a list the server pages (the DataTable pages
 * the rows it holds itself). Renders nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  isDisabled = false,
  ...props
}: PaginationProps) {
  const m = messages.pagination;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={props['aria-label'] ?? m.label} className={s.root}>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="chevronLeft" size="sm" />}
        isDisabled={isDisabled || page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        {m.previous}
      </Button>
      <span className={s.status} aria-live="polite">
        {m.pageOf(page, pageCount)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isDisabled || page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {m.next}
        <Icon name="chevronRight" size="sm" />
      </Button>
    </nav>
  );
}
