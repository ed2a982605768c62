import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export interface MenuItem {
  id: string;
  label: string;
  route: string;
  /** 1 = display. */
  show: number;
  /** Shows '¡Nuevo!'. */
  isNew: boolean;
  items: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    route: z.string(),
    show: z.number().int(),
    isNew: z.boolean(),
    items: z.array(menuItemSchema),
  }),
);

/** The menu of the active profile (`?id=` optional, a section). Section 07 holds documents. */
export const menu = defineEndpoint({
  method: 'GET',
  path: '/menu',
  access: 'profile',
  response: z.array(menuItemSchema),
});
export type MenuResponse = ResponseOf<typeof menu>;
