import { radius, space } from '@inversiones/tokens';
import * as s from './docs.css.ts';

/** The 8-px spacing grid (4-px half step) and the radii. */
export function SpaceScale() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            Token
          </th>
          <th className={s.numericCell} scope="col">
            Valor
          </th>
          <th className={s.cell} scope="col" style={{ width: '60%' }}>
            Muestra
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(space) as (keyof typeof space)[]).map((key) => (
          <tr key={key}>
            <td className={s.cell}>
              <code className={s.code}>space.{key}</code>
            </td>
            <td className={s.numericCell}>{space[key]} px</td>
            <td className={s.cell}>
              <div className={s.bar} style={{ width: space[key] }} />
            </td>
          </tr>
        ))}
        {(Object.keys(radius) as (keyof typeof radius)[]).map((key) => (
          <tr key={`radius-${key}`}>
            <td className={s.cell}>
              <code className={s.code}>radius.{key}</code>
            </td>
            <td className={s.numericCell}>
              {radius[key] === 9999 ? 'píldora' : `${radius[key]} px`}
            </td>
            <td className={s.cell}>
              <div className={s.bar} style={{ width: 64, height: 32, borderRadius: radius[key] }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
