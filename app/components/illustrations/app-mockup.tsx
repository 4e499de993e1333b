import type { ReactNode, SVGProps } from "react";

export type AppMockupKind = "crm" | "shop" | "booking" | "support" | "delivery" | "analytics";

const teal = "#14b8a6";
const orange = "#f97316";
const card = "#1e293b";
const line = "#334155";

/** The screen content of each example app, drawn in a 400 × 250 browser window. */
const screens: Record<AppMockupKind, ReactNode> = {
  crm: (
    <>
      {[0, 1, 2].map((col) => (
        <g key={col} transform={`translate(${24 + col * 122} 64)`}>
          <rect width="110" height="14" rx="4" fill={line} />
          {[0, 1, 2].slice(0, 3 - col).map((row) => (
            <rect key={row} y={24 + row * 48} width="110" height="40" rx="8" fill={card} />
          ))}
          <rect
            y="30"
            x="8"
            width={60 - col * 10}
            height="6"
            rx="3"
            fill={col === 2 ? orange : teal}
          />
        </g>
      ))}
    </>
  ),
  shop: (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${24 + i * 122} 64)`}>
          <rect width="110" height="120" rx="10" fill={card} />
          <rect
            x="10"
            y="10"
            width="90"
            height="62"
            rx="8"
            fill={i === 1 ? orange : teal}
            opacity="0.7"
          />
          <rect x="10" y="82" width="70" height="8" rx="4" fill={line} />
          <rect x="10" y="98" width="40" height="10" rx="5" fill={teal} />
        </g>
      ))}
    </>
  ),
  booking: (
    <>
      <rect x="24" y="64" width="220" height="160" rx="10" fill={card} />
      {Array.from({ length: 20 }, (_, i) => (
        <rect
          key={i}
          x={36 + (i % 5) * 42}
          y={78 + Math.floor(i / 5) * 36}
          width="32"
          height="26"
          rx="6"
          fill={i === 7 ? orange : i % 3 === 0 ? teal : line}
          opacity={i % 3 === 0 && i !== 7 ? 0.6 : 1}
        />
      ))}
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x="260"
          y={64 + i * 40}
          width="116"
          height="30"
          rx="8"
          fill={i === 0 ? teal : card}
        />
      ))}
    </>
  ),
  support: (
    <>
      <rect x="24" y="64" width="130" height="160" rx="10" fill={card} />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="36" y={78 + i * 34} width="106" height="24" rx="6" fill={line} />
      ))}
      <rect x="168" y="64" width="208" height="160" rx="10" fill={card} />
      <rect x="180" y="80" width="120" height="26" rx="13" fill={line} />
      <rect x="244" y="116" width="120" height="26" rx="13" fill={teal} />
      <rect x="180" y="152" width="140" height="26" rx="13" fill={line} />
      <rect x="180" y="192" width="184" height="20" rx="10" fill="#0f172a" />
    </>
  ),
  delivery: (
    <>
      <rect x="24" y="64" width="240" height="160" rx="10" fill="#0f2a2a" />
      <path
        d="M44 200 C 90 120, 150 190, 200 110 S 240 90, 250 80"
        stroke={teal}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <circle cx="44" cy="200" r="8" fill={teal} />
      <circle cx="250" cy="80" r="9" fill={orange} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x="278" y={64 + i * 54} width="98" height="44" rx="8" fill={card} />
      ))}
    </>
  ),
  analytics: (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${24 + i * 122} 64)`}>
          <rect width="110" height="46" rx="8" fill={card} />
          <rect x="10" y="12" width="40" height="6" rx="3" fill={line} />
          <rect x="10" y="26" width="60" height="10" rx="4" fill={i === 2 ? orange : teal} />
        </g>
      ))}
      <rect x="24" y="122" width="354" height="102" rx="10" fill={card} />
      {[40, 70, 55, 85, 60, 95, 75, 110].map((h, i) => (
        <rect
          key={i}
          x={44 + i * 42}
          y={212 - h * 0.8}
          width="24"
          height={h * 0.8}
          rx="4"
          fill={i === 7 ? orange : teal}
        />
      ))}
    </>
  ),
};

/** Our own illustration of an example app: a browser window with a stylised screen. */
export function AppMockup({ kind, ...props }: { kind: AppMockupKind } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 400 250" {...props}>
      <rect width="400" height="250" rx="16" fill="#0b1220" />
      <rect x="0.5" y="0.5" width="399" height="249" rx="15.5" fill="none" stroke={line} />
      <circle cx="22" cy="22" r="5" fill="#ef4444" opacity="0.8" />
      <circle cx="40" cy="22" r="5" fill="#f59e0b" opacity="0.8" />
      <circle cx="58" cy="22" r="5" fill="#22c55e" opacity="0.8" />
      <rect x="84" y="14" width="200" height="16" rx="8" fill={card} />
      <rect x="24" y="42" width="120" height="10" rx="5" fill={line} />
      {screens[kind]}
    </svg>
  );
}
