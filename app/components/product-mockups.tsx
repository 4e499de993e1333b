import type { ReactNode } from "react";
import { channels } from "../content/business.ts";
import type { PlatformContent } from "../content/es/platform.ts";

export const mockupKinds = ["inbox", "chat", "flows", "analytics", "channels"] as const;
export type MockupKind = (typeof mockupKinds)[number];

type Texts = PlatformContent["mock"];
/** Without a label the drawing is decorative (its button or caption names it). */
type Props = { kind: MockupKind; texts: Texts; platform: string; label?: string };

const teal = "#0a6e6e";
const line = "#e2e8f0";
const ink = "#0f172a";
const muted = "#64748b";
const channelColors = ["#16a34a", "#0284c7", "#db2777", "#2563eb", "#0a6e6e", "#d97706"];

/**
 * Our own product screenshots, drawn as SVG so they stay sharp at any size and weigh almost
 * nothing: the app frame (title bar, sidebar) around one of five screens.
 */
export function ProductMockup({ kind, texts, platform, label }: Props) {
  return (
    <svg
      viewBox="0 0 800 500"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className="block h-auto w-full"
    >
      <rect width="800" height="500" rx="18" fill="#fff" />
      <rect width="800" height="40" rx="18" fill="#f1f5f9" />
      <rect y="22" width="800" height="18" fill="#f1f5f9" />
      {["#f87171", "#fbbf24", "#34d399"].map((c, i) => (
        <circle key={c} cx={24 + i * 18} cy="20" r="6" fill={c} />
      ))}
      <text x="400" y="25" textAnchor="middle" fontSize="13" fill={muted} fontWeight="600">
        {texts.app.replace("{platform}", platform)}
      </text>
      <rect y="40" width="64" height="460" fill={teal} />
      <rect y="480" width="64" height="20" fill={teal} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="20"
          y={64 + i * 52}
          width="24"
          height="24"
          rx="7"
          fill="#fff"
          opacity={mockupKinds.indexOf(kind) === i ? 1 : 0.35}
        />
      ))}
      <g transform="translate(64 40)">{screens[kind](texts)}</g>
    </svg>
  );
}

const T = ({
  x,
  y,
  size = 12,
  color = ink,
  weight = 400,
  children,
  anchor,
}: {
  x: number;
  y: number;
  size?: number;
  color?: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  children: ReactNode;
}) => (
  <text x={x} y={y} fontSize={size} fill={color} fontWeight={weight} textAnchor={anchor}>
    {children}
  </text>
);

function conversationList(t: Texts, width = 240) {
  return (
    <g>
      <rect width={width} height="460" fill="#f8fafc" />
      <rect x="16" y="16" width={width - 32} height="32" rx="16" fill="#fff" stroke={line} />
      <T x={36} y={37} color={muted}>
        {t.search}
      </T>
      {t.contacts.map((name, i) => (
        <g key={name} transform={`translate(0 ${64 + i * 76})`}>
          {i === 0 && <rect width={width} height="76" fill="#e6f3f3" />}
          <circle cx="36" cy="38" r="18" fill={channelColors[i]} opacity="0.18" />
          <circle cx="48" cy="52" r="6" fill={channelColors[i]} stroke="#fff" strokeWidth="2" />
          <T x={62} y={32} weight={700}>
            {name}
          </T>
          <T x={62} y={52} size={11} color={muted}>
            {t.previews[i]}
          </T>
          {i < 2 && <circle cx={width - 20} cy="30" r="8" fill="#bf4e0f" />}
        </g>
      ))}
    </g>
  );
}

function bubble(x: number, y: number, w: number, text: string, mine: boolean) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height="40" rx="14" fill={mine ? teal : "#f1f5f9"} />
      <T x={14} y={25} size={11.5} color={mine ? "#fff" : ink}>
        {text}
      </T>
    </g>
  );
}

const screens: Record<MockupKind, (t: Texts) => ReactNode> = {
  inbox: (t) => (
    <g>
      {conversationList(t)}
      <rect x="240" width="1" height="460" fill={line} />
      <T x={264} y={36} size={15} weight={700}>
        {t.contacts[0]}
      </T>
      <rect x="560" y="20" width="96" height="24" rx="12" fill="#dcfce7" />
      <T x={608} y={36} size={11} color="#166534" weight={600} anchor="middle">
        {channels[0]}
      </T>
      {bubble(264, 80, 330, t.customer, false)}
      {bubble(330, 140, 390, t.bot, true)}
      {bubble(264, 200, 200, t.customer2, false)}
      <rect x="264" y="396" width="440" height="44" rx="22" fill="#fff" stroke={line} />
      <T x={288} y={423} color={muted}>
        {t.typing}
      </T>
      <circle cx="684" cy="418" r="16" fill="#bf4e0f" />
    </g>
  ),
  chat: (t) => (
    <g>
      <rect width="736" height="460" fill="#f8fafc" />
      <rect x="40" y="24" width="440" height="412" rx="16" fill="#fff" stroke={line} />
      <circle cx="76" cy="60" r="16" fill={teal} />
      <T x={102} y={58} weight={700}>
        {t.contacts[0]}
      </T>
      <T x={102} y={74} size={11} color="#16a34a">
        {channels[0]}
      </T>
      {bubble(64, 104, 320, t.customer, false)}
      {bubble(64, 160, 392, t.bot, true)}
      <rect x="64" y="146" width="74" height="18" rx="9" fill="#bf4e0f" />
      <T x={101} y={159} size={10} color="#fff" weight={700} anchor="middle">
        {t.aiBadge}
      </T>
      {bubble(64, 222, 190, t.customer2, false)}
      {bubble(64, 278, 392, t.bot2, true)}
      <rect x="64" y="376" width="392" height="40" rx="20" fill="#f1f5f9" />
      <T x={84} y={401} color={muted}>
        {t.typing}
      </T>
      <rect x="504" y="24" width="200" height="412" rx="16" fill="#fff" stroke={line} />
      <circle cx="604" cy="84" r="30" fill="#e6f3f3" />
      <T x={604} y={140} weight={700} anchor="middle">
        {t.contacts[0]}
      </T>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x="528"
          y={170 + i * 34}
          width={150 - i * 18}
          height="12"
          rx="6"
          fill={line}
        />
      ))}
    </g>
  ),
  flows: (t) => {
    const node = (x: number, y: number, label: string, fill: string, color = "#fff") => (
      <g transform={`translate(${x} ${y})`}>
        <rect width="150" height="46" rx="12" fill={fill} />
        <T x={75} y={28} color={color} weight={700} anchor="middle">
          {label}
        </T>
      </g>
    );
    const link = (d: string) => (
      <path d={d} fill="none" stroke="#94a3b8" strokeWidth="2" strokeDasharray="5 4" />
    );
    return (
      <g>
        <rect width="736" height="460" fill="#f8fafc" />
        {Array.from({ length: 18 }, (_, i) => (
          <circle key={i} cx={40 + (i % 9) * 84} cy={i < 9 ? 30 : 430} r="2" fill="#cbd5e1" />
        ))}
        {link("M368 106 V150")}
        {link("M368 196 C368 230 180 220 180 260")}
        {link("M368 196 V260")}
        {link("M368 196 C368 230 556 220 556 260")}
        {link("M180 306 V350")}
        {node(293, 60, t.flowStart, teal)}
        {node(293, 150, t.flowMenu, "#fff", ink)}
        {node(105, 260, t.flowSales, "#fff", ink)}
        {node(293, 260, t.flowSupport, "#fff", ink)}
        {node(481, 260, t.flowAgent, "#bf4e0f")}
        {node(105, 350, t.flowLead, "#e6f3f3", teal)}
        <rect
          x="293"
          y="150"
          width="150"
          height="46"
          rx="12"
          fill="none"
          stroke={teal}
          strokeWidth="2"
        />
      </g>
    );
  },
  analytics: (t) => (
    <g>
      <rect width="736" height="460" fill="#f8fafc" />
      {t.stats.map((label, i) => (
        <g key={label} transform={`translate(${24 + i * 174} 24)`}>
          <rect width="160" height="84" rx="14" fill="#fff" stroke={line} />
          <T x={16} y={30} size={11} color={muted}>
            {label}
          </T>
          <rect
            x="16"
            y="46"
            width={60 + i * 10}
            height="20"
            rx="6"
            fill={i === 2 ? "#bf4e0f" : teal}
            opacity="0.85"
          />
        </g>
      ))}
      <rect x="24" y="128" width="450" height="308" rx="14" fill="#fff" stroke={line} />
      <path
        d="M48 380 L110 330 L172 350 L234 280 L296 300 L358 230 L420 250 L450 210"
        fill="none"
        stroke={teal}
        strokeWidth="3"
      />
      <path
        d="M48 380 L110 330 L172 350 L234 280 L296 300 L358 230 L420 250 L450 210 V410 H48 Z"
        fill={teal}
        opacity="0.08"
      />
      {t.week.map((d, i) => (
        <T key={i} x={56 + i * 62} y={426} size={11} color={muted}>
          {d}
        </T>
      ))}
      <rect x="490" y="128" width="222" height="308" rx="14" fill="#fff" stroke={line} />
      <circle cx="601" cy="250" r="70" fill="none" stroke="#e6f3f3" strokeWidth="26" />
      <circle
        cx="601"
        cy="250"
        r="70"
        fill="none"
        stroke={teal}
        strokeWidth="26"
        strokeDasharray="290 440"
        transform="rotate(-90 601 250)"
      />
      <circle
        cx="601"
        cy="250"
        r="70"
        fill="none"
        stroke="#bf4e0f"
        strokeWidth="26"
        strokeDasharray="80 440"
        strokeDashoffset="-290"
        transform="rotate(-90 601 250)"
      />
      {channelColors.slice(0, 3).map((c, i) => (
        <rect key={c} x={520 + i * 64} y="360" width="44" height="10" rx="5" fill={c} />
      ))}
    </g>
  ),
  channels: (t) => (
    <g>
      <rect width="736" height="460" fill="#f8fafc" />
      {channels.map((name, i) => (
        <g
          key={name}
          transform={`translate(${32 + (i % 3) * 232} ${32 + Math.floor(i / 3) * 206})`}
        >
          <rect width="208" height="182" rx="16" fill="#fff" stroke={line} />
          <rect
            x="20"
            y="20"
            width="48"
            height="48"
            rx="14"
            fill={channelColors[i]}
            opacity="0.15"
          />
          <circle cx="44" cy="44" r="12" fill={channelColors[i]} />
          <T x={20} y={98} size={15} weight={700}>
            {name}
          </T>
          <rect x="20" y="112" width="140" height="8" rx="4" fill={line} />
          <rect x="20" y="136" width="96" height="28" rx="14" fill={i < 4 ? "#dcfce7" : teal} />
          <T
            x={68}
            y={154}
            size={11}
            weight={700}
            color={i < 4 ? "#166534" : "#fff"}
            anchor="middle"
          >
            {i < 4 ? t.connected : t.connect}
          </T>
        </g>
      ))}
    </g>
  ),
};
