import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const PRIMARY = "var(--color-primary)";
const SECOND = "var(--color-muted-foreground)";
const MUTED = "var(--color-muted-foreground)";
const GRID = "var(--color-border)";
const TICK = { fill: "var(--color-muted-foreground)", fontSize: 12 };
const TOOLTIP = {
  contentStyle: {
    background: "var(--color-popover, var(--color-card))",
    border: "1px solid var(--color-border)",
    borderRadius: 6,
    color: "var(--color-foreground)",
  },
  cursor: { fill: "var(--color-muted)", opacity: 0.5 },
};

export function TimeAreaChart({
  data,
  x,
  series,
  formatX,
  rtl,
}: {
  data: object[];
  x: string;
  series: { key: string; name: string }[];
  formatX: (v: string) => string;
  rtl: boolean;
}) {
  const colours = [PRIMARY, SECOND];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
      >
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={x}
          tickFormatter={formatX}
          tick={TICK}
          reversed={rtl}
          minTickGap={24}
          stroke={GRID}
        />
        <YAxis
          allowDecimals={false}
          tick={TICK}
          orientation={rtl ? "right" : "left"}
          width={40}
          stroke={GRID}
        />
        <Tooltip {...TOOLTIP} labelFormatter={(v) => formatX(String(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={colours[i % colours.length]}
            fill={colours[i % colours.length]}
            fillOpacity={i === 0 ? 0.25 : 0.1}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function HorizontalBars<T>({
  data,
  label,
  value,
  name,
  rtl,
}: {
  data: T[];
  label: (row: T) => string;
  value: string;
  name: string;
  rtl: boolean;
}) {
  const rows = data.map((d) => ({ ...d, __label: label(d) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 12, left: 12, bottom: 0 }}
      >
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={TICK} reversed={rtl} stroke={GRID} />
        <YAxis
          type="category"
          dataKey="__label"
          width={130}
          tick={TICK}
          orientation={rtl ? "right" : "left"}
          tickFormatter={(v: string) => (v.length > 20 ? `${v.slice(0, 19)}…` : v)}
          stroke={GRID}
        />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey={value} name={name} fill={PRIMARY} radius={3} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function StackedWeeks({
  data,
  x,
  series,
  formatX,
  rtl,
}: {
  data: object[];
  x: string;
  series: { key: string; name: string; muted?: boolean }[];
  formatX: (v: string) => string;
  rtl: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
      >
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tickFormatter={formatX} tick={TICK} reversed={rtl} stroke={GRID} />
        <YAxis
          allowDecimals={false}
          tick={TICK}
          orientation={rtl ? "right" : "left"}
          width={40}
          stroke={GRID}
        />
        <Tooltip {...TOOLTIP} labelFormatter={(v) => formatX(String(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stackId="a"
            fill={s.muted ? MUTED : PRIMARY}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
