import * as s from './docs.css.ts';

/** A two-column docs table: a call (or function name) and what the kit returns for it. */
export function ResultTable({
  caption,
  firstHeader,
  rows,
}: {
  caption: string;
  firstHeader: string;
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <table className={s.table}>
      <caption className={s.hint}>{caption}</caption>
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            {firstHeader}
          </th>
          <th className={s.cell} scope="col">
            Resultado
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <th className={s.cell} scope="row">
              <code className={s.code}>{call}</code>
            </th>
            <td className={s.cell}>
              <code className={s.code}>{result}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
