import { Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { STATISTICS_TEXTS as T } from '@frontend/features/statistics/texts';

/** A table of the figures a chart draws: the chart's text alternative, beside its summary. */
export function FiguresTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <div className="pte-chart__table-scroll">
      <table className="pte-chart__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? undefined : 'pte-chart__number'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="pte-chart__number">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart with its heading, a sentence that says what it shows, and its figures as a table
 * behind a disclosure. The drawing itself is hidden from screen readers: the sentence and the
 * table say the same.
 */
export function ChartFigure({ id, heading, summary, table, children }: { id: string; heading: string; summary: string; table: ReactNode; children: ReactNode }) {
  return (
    <section className="pte-chart" aria-labelledby={`${id}-heading`}>
      <Heading level={3} id={`${id}-heading`} fontSize="large">
        {heading}
      </Heading>
      <Text as="p" margin="0" color="font.secondary" className="pte-chart__summary">
        {summary}
      </Text>
      <div className="pte-chart__plot" aria-hidden="true">
        {children}
      </div>
      <details className="pte-chart__details">
        <summary>{T.table.show}</summary>
        {table}
      </details>
    </section>
  );
}
