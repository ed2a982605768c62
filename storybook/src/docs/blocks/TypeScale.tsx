import { formatCurrency } from '@inversiones/design-system/es-cl';
import { fontSize, lineHeight, vars } from '@inversiones/tokens';
import * as s from './docs.css.ts';

/** The modular type scale rendered with real Spanish copy. */
export function TypeScale() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            Token
          </th>
          <th className={s.numericCell} scope="col">
            Tamaño
          </th>
          <th className={s.cell} scope="col">
            Ejemplo
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((key) => (
          <tr key={key}>
            <td className={s.cell}>
              <code className={s.code}>font.size.{key}</code>
            </td>
            <td className={s.numericCell}>{fontSize[key]} px</td>
            <td
              className={s.cell}
              style={{ fontSize: vars.font.size[key], lineHeight: lineHeight.snug }}
            >
              Rentabilidad del fondo: {formatCurrency(1_234_567)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
