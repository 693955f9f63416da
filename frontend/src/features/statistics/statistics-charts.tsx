import type { StudentStatistics } from '@shared/api';
import { itemTypes } from '@shared/exam';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@frontend/components/charts/chart-box';
import { dateLabel } from '@frontend/features/statistics/format';
import { STATISTICS_TEXTS as T } from '@frontend/features/statistics/texts';
import { seriesDashes, useChartColors, type ChartColors } from '@frontend/components/charts/use-chart-colors';

// The charts of the statistics page, drawn with recharts. This module is imported by the page
// only, which its route loads on demand, so the library never weighs on the first visit.

const margin = { top: 8, right: 12, bottom: 4, left: 0 };
const percentDomain: [number, number] = [0, 100];
const minutesDomain: [number, (dataMax: number) => number] = [0, (dataMax) => Math.max(5, Math.ceil(dataMax))];

/** What every chart shares: axes, grid, tooltip and legend in the colours of the mode shown. */
function chrome(colors: ChartColors) {
  return {
    tick: { fill: colors.text, fontSize: 12 },
    axis: { stroke: colors.grid },
    grid: <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />,
    tooltip: (
      <Tooltip
        contentStyle={{ background: colors.surface, borderColor: colors.border, color: colors.text, borderRadius: 8 }}
        labelStyle={{ color: colors.text, fontWeight: 600 }}
        cursor={{ fill: colors.grid, fillOpacity: 0.35 }}
      />
    ),
    legend: <Legend itemSorter={null} wrapperStyle={{ color: colors.text, fontSize: 13 }} />,
  };
}

/** Answers per period (bars) and their success rate (line, right axis). */
export function PeriodsChart({ periods }: { periods: StudentStatistics['periods'] }) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = periods.map((period) => ({ label: dateLabel(period.start), answers: period.answers, successRate: period.successRate }));
  return (
    <ChartBox height={280}>
      {(width) => (
        <ComposedChart width={width} height={280} data={data} margin={margin} accessibilityLayer={false}>
          {c.grid}
          <XAxis dataKey="label" tick={c.tick} stroke={c.axis.stroke} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="answers" allowDecimals={false} tick={c.tick} stroke={c.axis.stroke} width={40} />
          <YAxis yAxisId="rate" orientation="right" domain={percentDomain} tick={c.tick} stroke={c.axis.stroke} width={40} />
          {c.tooltip}
          {c.legend}
          <Bar yAxisId="answers" dataKey="answers" name={T.overTime.answers} fill={colors.series[0]} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
          <Line yAxisId="rate" dataKey="successRate" name={T.overTime.successRate} stroke={colors.series[1]} strokeWidth={2} dot={{ r: 3, fill: colors.series[1] }} connectNulls isAnimationActive={false} />
        </ComposedChart>
      )}
    </ChartBox>
  );
}

/** Minutes practised per period. */
export function TimeChart({ periods }: { periods: StudentStatistics['periods'] }) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = periods.map((period) => ({ label: dateLabel(period.start), minutes: Math.round(period.seconds / 6) / 10 }));
  return (
    <ChartBox height={240}>
      {(width) => (
        <BarChart width={width} height={240} data={data} margin={margin} accessibilityLayer={false}>
          {c.grid}
          <XAxis dataKey="label" tick={c.tick} stroke={c.axis.stroke} interval="preserveStartEnd" minTickGap={16} />
          {/* Whole minutes on the axis, at least 0-5, so a few seconds never read as 0.025. */}
          <YAxis domain={minutesDomain} allowDecimals={false} tick={c.tick} stroke={c.axis.stroke} width={40} />
          {c.tooltip}
          <Bar dataKey="minutes" name={T.time.minutes} fill={colors.series[2]} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        </BarChart>
      )}
    </ChartBox>
  );
}

/** Success rate and points earned per section. */
export function SectionsChart({ sections }: { sections: StudentStatistics['sections'] }) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = sections.map((section) => ({ label: section.section, successRate: section.successRate, pointsRate: section.pointsRate }));
  return (
    <ChartBox height={260}>
      {(width) => (
        <BarChart width={width} height={260} data={data} margin={margin} accessibilityLayer={false}>
          {c.grid}
          <XAxis dataKey="label" tick={c.tick} stroke={c.axis.stroke} />
          <YAxis domain={percentDomain} tick={c.tick} stroke={c.axis.stroke} width={40} />
          {c.tooltip}
          {c.legend}
          <Bar dataKey="successRate" name={T.sections.successRate} fill={colors.series[0]} radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
          <Bar dataKey="pointsRate" name={T.sections.pointsRate} fill={colors.series[1]} radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      )}
    </ChartBox>
  );
}

/** Points earned per item type, one bar per type (the exam's short names on the axis). */
export function ItemTypesChart({ types }: { types: StudentStatistics['itemTypes'] }) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = types.map((type) => ({ label: itemTypes[type.type].abbreviation, name: type.name, pointsRate: type.pointsRate }));
  const height = 48 + 30 * data.length;
  return (
    <ChartBox height={height}>
      {(width) => (
        <BarChart width={width} height={height} data={data} layout="vertical" margin={{ ...margin, right: 24 }} accessibilityLayer={false}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={percentDomain} tick={c.tick} stroke={c.axis.stroke} />
          <YAxis type="category" dataKey="label" tick={c.tick} stroke={c.axis.stroke} width={56} />
          {c.tooltip}
          <Bar dataKey="pointsRate" name={T.itemTypes.pointsRate} fill={colors.series[0]} radius={[0, 4, 4, 0]} maxBarSize={20} isAnimationActive={false} />
        </BarChart>
      )}
    </ChartBox>
  );
}

/** Each trait's share of the points per period, one line per trait. */
export function TraitsChart({ traits, periods }: StudentStatistics['aiTraits'][number]) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = periods.map((period) => ({ label: dateLabel(period.start), ...period.traits }));
  return (
    <ChartBox height={280}>
      {(width) => (
        <LineChart width={width} height={280} data={data} margin={margin} accessibilityLayer={false}>
          {c.grid}
          <XAxis dataKey="label" tick={c.tick} stroke={c.axis.stroke} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={percentDomain} tick={c.tick} stroke={c.axis.stroke} width={40} />
          {c.tooltip}
          {c.legend}
          {traits.map((trait, index) => (
            <Line
              key={trait}
              dataKey={trait}
              name={trait}
              stroke={colors.series[index % colors.series.length]}
              strokeDasharray={seriesDashes[index % seriesDashes.length]}
              strokeWidth={2}
              dot={{ r: 3, fill: colors.series[index % colors.series.length] }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ChartBox>
  );
}

const mockSeries = [
  { key: 'overall', name: T.mocks.overall },
  { key: 'reading', name: T.skills.Reading },
  { key: 'writing', name: T.skills.Writing },
  { key: 'listening', name: T.skills.Listening },
  { key: 'speaking', name: T.skills.Speaking },
] as const;

/** Overall and communicative-skill scores (10-90) of each scored mock test, oldest first. */
export function MockScoresChart({ tests, labelOf }: { tests: StudentStatistics['mockTests']; labelOf: (at: number) => string }) {
  const colors = useChartColors();
  const c = chrome(colors);
  const data = tests.map((test) => ({ label: labelOf(test.at), overall: test.overall, reading: test.reading, writing: test.writing, listening: test.listening, speaking: test.speaking }));
  return (
    <ChartBox height={280}>
      {(width) => (
        <LineChart width={width} height={280} data={data} margin={margin} accessibilityLayer={false}>
          {c.grid}
          <XAxis dataKey="label" tick={c.tick} stroke={c.axis.stroke} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={[10, 90]} ticks={[10, 30, 50, 70, 90]} tick={c.tick} stroke={c.axis.stroke} width={40} />
          {c.tooltip}
          {c.legend}
          {mockSeries.map(({ key, name }, index) => (
            <Line
              key={key}
              dataKey={key}
              name={name}
              stroke={colors.series[index]}
              strokeDasharray={seriesDashes[index]}
              strokeWidth={index === 0 ? 3 : 2}
              dot={{ r: 3, fill: colors.series[index] }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ChartBox>
  );
}
