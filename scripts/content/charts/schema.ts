import { z } from 'zod';

const label = z.string().trim().min(1);
const value = z.number().finite();

/** What every chart has: a title, and optionally a subtitle naming the measure or the place. */
const common = {
  title: label,
  subtitle: label.optional(),
};

const series = z.object({ name: label, values: z.array(value).min(1) });

/** Vertical bars per category; several series make grouped bars with a legend. */
export const BarChartSchema = z
  .object({
    ...common,
    kind: z.literal('bar'),
    xLabel: label,
    yLabel: label,
    categories: z.array(label).min(2).max(12),
    series: z.array(series).min(1).max(4),
  })
  .superRefine((chart, ctx) => {
    chart.series.forEach((one, at) => {
      if (one.values.length !== chart.categories.length) {
        ctx.addIssue({ code: 'custom', path: ['series', at, 'values'], message: `has ${one.values.length} values for ${chart.categories.length} categories` });
      }
      // Bars grow from zero, so a negative bar would need an axis this renderer does not draw.
      if (one.values.some((v) => v < 0)) ctx.addIssue({ code: 'custom', path: ['series', at, 'values'], message: 'bar values must not be negative' });
    });
  });

/** One to three series over time (x labels such as years), one marker shape per series. */
export const LineChartSchema = z
  .object({
    ...common,
    kind: z.literal('line'),
    xLabel: label,
    yLabel: label,
    x: z.array(label).min(3).max(14),
    series: z.array(series).min(1).max(3),
  })
  .superRefine((chart, ctx) => {
    chart.series.forEach((one, at) => {
      if (one.values.length !== chart.x.length) {
        ctx.addIssue({ code: 'custom', path: ['series', at, 'values'], message: `has ${one.values.length} values for ${chart.x.length} x labels` });
      }
    });
  });

/** One or two pies over the same categories (e.g. two years), shares computed from the values. */
export const PieChartSchema = z
  .object({
    ...common,
    kind: z.literal('pie'),
    /** The unit of the values, shown in the legend when it is not a percentage, e.g. 'million tonnes'. */
    unit: label,
    categories: z.array(label).min(2).max(8),
    pies: z.array(z.object({ caption: label, values: z.array(value.nonnegative()) })).min(1).max(2),
  })
  .superRefine((chart, ctx) => {
    chart.pies.forEach((pie, at) => {
      if (pie.values.length !== chart.categories.length) {
        ctx.addIssue({ code: 'custom', path: ['pies', at, 'values'], message: `has ${pie.values.length} values for ${chart.categories.length} categories` });
      }
      if (pie.values.reduce((sum, v) => sum + v, 0) <= 0) ctx.addIssue({ code: 'custom', path: ['pies', at, 'values'], message: 'a pie needs a positive total' });
    });
  });

/** A table of text cells; a note under it names the units. */
export const TableChartSchema = z
  .object({
    ...common,
    kind: z.literal('table'),
    columns: z.array(label).min(2).max(7),
    rows: z.array(z.array(label)).min(2).max(10),
    note: label.optional(),
  })
  .superRefine((chart, ctx) => {
    chart.rows.forEach((row, at) => {
      if (row.length !== chart.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', at], message: `has ${row.length} cells for ${chart.columns.length} columns` });
      }
    });
  });

/** A flow of 4-7 labelled steps, in a line (snaking onto a second row) or round a cycle. */
export const ProcessChartSchema = z.object({
  ...common,
  kind: z.literal('process'),
  layout: z.enum(['linear', 'cycle']),
  steps: z.array(z.object({ label, detail: label.optional() })).min(4).max(7),
});

const point = z.tuple([value, value]);

/** How a map feature is drawn; every feature carries its own label, so colour is never the only cue. */
export const mapFeatureTypes = ['building', 'new-building', 'housing', 'green', 'farmland', 'water', 'sport', 'parking', 'road', 'path', 'room'] as const;

const mapArea = z.object({
  type: z.enum(mapFeatureTypes),
  label: label.optional(),
});

const MapFeatureSchema = z.union([
  mapArea.extend({ shape: z.literal('rect'), x: value, y: value, w: value.positive(), h: value.positive() }),
  mapArea.extend({ shape: z.literal('polygon'), points: z.array(point).min(3) }),
  /** A road or path: a polyline `width` grid units wide. */
  mapArea.extend({
    shape: z.literal('line'),
    points: z.array(point).min(2),
    width: value.positive().optional(),
    /** Where the label goes, as a fraction of the line's length; by default the middle of its longest segment. */
    labelAt: z.number().min(0).max(1).optional(),
  }),
]);

/** One or two plans (before and after) on a grid of `cols` x `rows` units, north up. */
export const MapChartSchema = z
  .object({
    ...common,
    kind: z.literal('map'),
    grid: z.object({ cols: z.int().min(4).max(40), rows: z.int().min(4).max(40) }),
    panels: z.array(z.object({ caption: label, features: z.array(MapFeatureSchema).min(1) })).min(1).max(2),
  })
  .superRefine((chart, ctx) => {
    const { cols, rows } = chart.grid;
    chart.panels.forEach((panel, p) => {
      panel.features.forEach((feature, f) => {
        const points: (readonly [number, number])[] =
          feature.shape === 'rect' ? [[feature.x, feature.y], [feature.x + feature.w, feature.y + feature.h]] : feature.points;
        if (points.some(([x, y]) => x < 0 || y < 0 || x > cols || y > rows)) {
          ctx.addIssue({ code: 'custom', path: ['panels', p, 'features', f], message: `lies outside the ${cols} x ${rows} grid` });
        }
      });
    });
  });

/** Any chart of Describe Image, told apart by `kind`. */
export const ChartSchema = z.discriminatedUnion('kind', [
  BarChartSchema,
  LineChartSchema,
  PieChartSchema,
  TableChartSchema,
  ProcessChartSchema,
  MapChartSchema,
]);

export type Chart = z.infer<typeof ChartSchema>;
export type ChartKind = Chart['kind'];
export type BarChart = z.infer<typeof BarChartSchema>;
export type LineChart = z.infer<typeof LineChartSchema>;
export type PieChart = z.infer<typeof PieChartSchema>;
export type TableChart = z.infer<typeof TableChartSchema>;
export type ProcessChart = z.infer<typeof ProcessChartSchema>;
export type MapChart = z.infer<typeof MapChartSchema>;
export type MapFeature = z.infer<typeof MapFeatureSchema>;
export type MapFeatureType = (typeof mapFeatureTypes)[number];
