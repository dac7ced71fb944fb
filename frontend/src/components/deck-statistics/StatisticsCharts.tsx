import { Bar, BarChart, CartesianGrid, Cell, LabelList, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The statistics' charts, drawn with recharts. This module is loaded through React.lazy only by the
 * panel that shows them (deck page, builder), so the charting library stays out of every other
 * page's bundle. The charts are pictures of numbers the panel also gives as text and tables: they
 * are hidden from assistive technology there, and carry no accessibility layer of their own.
 */

const AXIS = { stroke: 'rgba(238, 242, 248, 0.5)', fontSize: 12 };
const GRID = '#253b63';
const GOLD = '#e3b04b';
const TOOLTIP_STYLE = { background: '#0e1c38', border: '1px solid #253b63', borderRadius: 8, color: '#eef2f8' };

export interface CountBar {
  label: string;
  count: number;
  /** The bar's colour (a card colour); gold when absent. */
  fill?: string;
}

export interface CountBarChartProps {
  bars: CountBar[];
  /** The tooltip's name for a count ('Copies'). */
  countLabel: string;
  height?: number;
}

/** Copies per cost, colour or type as labelled columns. */
export function CountBarChart({ bars, countLabel, height = 200 }: CountBarChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <BarChart data={bars} margin={{ top: 18, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={AXIS} stroke={GRID} interval={0} tickLine={false} />
        <YAxis allowDecimals={false} tick={AXIS} stroke={GRID} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: 'rgba(227, 176, 75, 0.08)' }} contentStyle={TOOLTIP_STYLE} itemStyle={{ color: '#eef2f8' }} />
        <Bar dataKey="count" name={countLabel} radius={[4, 4, 0, 0]} maxBarSize={72} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.label} fill={bar.fill ?? GOLD} stroke="rgba(238, 242, 248, 0.35)" />
          ))}
          <LabelList dataKey="count" position="top" fill="#eef2f8" fontSize={12} formatter={(value) => (value ? String(value) : '')} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface OddsLineChartProps {
  points: Array<{ turn: number; kept: number; mulligan: number }>;
  /** The turn the explorer shows, marked on the chart. */
  turn: number;
  labels: { kept: string; mulligan: string; turn: (turn: number) => string; percent: (value: number) => string };
  height?: number;
}

/** The chance of having seen the card by each turn, keeping the hand and with the mulligan. */
export function OddsLineChart({ points, turn, labels, height = 200 }: OddsLineChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
        <XAxis dataKey="turn" tick={AXIS} stroke={GRID} tickLine={false} />
        <YAxis domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tickFormatter={labels.percent} tick={AXIS} stroke={GRID} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(value) => labels.turn(Number(value))} formatter={(value) => labels.percent(Number(value))} />
        <ReferenceLine x={turn} stroke="rgba(238, 242, 248, 0.5)" strokeDasharray="4 4" />
        <Line type="monotone" dataKey="kept" name={labels.kept} stroke="#6fa8ff" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        <Line type="monotone" dataKey="mulligan" name={labels.mulligan} stroke={GOLD} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
