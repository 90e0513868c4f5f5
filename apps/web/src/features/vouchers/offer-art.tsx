// Card artwork for offers: a small drawn scene chosen from the card's imageSlug (percent, dollars,
// pickup bag, lunch, garlic bread, wings, one or two pizzas). Decorative: the card's title says
// what the offer is. Drawn inline so a card never waits for, or breaks on, an image file.
import { useId, type ReactNode } from 'react';

const RED = '#b3121f';
const SAUCE = '#c8341f';
const CHEESE = '#f6c343';
const CRUST = '#d98a2b';
const BASIL = '#2d6a37';
const CREAM = '#fdf6ec';

type Motif = 'percent' | 'amount' | 'pickup' | 'lunch' | 'garlic' | 'wings' | 'two-pizzas' | 'feast' | 'pizza';

/** Which scene a card gets, from words in its image slug. */
export function motifOf(imageSlug: string): Motif {
  const s = imageSlug.toLowerCase();
  if (s.includes('percent')) return 'percent';
  if (s.includes('amount') || s.includes('dollar')) return 'amount';
  if (s.includes('pickup')) return 'pickup';
  if (s.includes('lunch')) return 'lunch';
  if (s.includes('garlic') || s.includes('bread')) return 'garlic';
  if (s.includes('wing')) return 'wings';
  if (s.includes('feast') || s.includes('family')) return 'feast';
  if (/(^|-)(2|two)-/.test(s)) return 'two-pizzas';
  return 'pizza';
}

const BACKGROUNDS: Record<Motif, [string, string]> = {
  percent: ['#b3121f', '#7f0d16'],
  amount: ['#2d6a37', '#1f4d27'],
  pickup: ['#f2a91f', '#d98a2b'],
  lunch: ['#f8ecd9', '#f2d9b0'],
  garlic: ['#fbe4e1', '#f4c7c0'],
  wings: ['#3a2a22', '#241f1c'],
  'two-pizzas': ['#f8ecd9', '#ecd2a8'],
  feast: ['#b3121f', '#8c0d18'],
  pizza: ['#f8ecd9', '#efd7b2'],
};

function Pizza({ x, y, r, slices = 8 }: { x: number; y: number; r: number; slices?: number }) {
  const toppings = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 + 0.4;
    const d = i % 2 === 0 ? r * 0.5 : r * 0.28;
    return [x + Math.cos(a) * d, y + Math.sin(a) * d] as const;
  });
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={CRUST} />
      <circle cx={x} cy={y} r={r * 0.86} fill={SAUCE} />
      <circle cx={x} cy={y} r={r * 0.8} fill={CHEESE} />
      {Array.from({ length: slices / 2 }, (_, i) => {
        const a = (i / slices) * Math.PI * 2;
        const dx = Math.cos(a) * r * 0.8;
        const dy = Math.sin(a) * r * 0.8;
        return (
          <line
            key={i}
            x1={x - dx}
            y1={y - dy}
            x2={x + dx}
            y2={y + dy}
            stroke={CRUST}
            strokeWidth={1.5}
            opacity={0.5}
          />
        );
      })}
      {toppings.map(([tx, ty], i) => (
        <circle key={i} cx={tx} cy={ty} r={r * 0.12} fill={RED} />
      ))}
      <ellipse
        cx={x + r * 0.15}
        cy={y - r * 0.55}
        rx={r * 0.06}
        ry={r * 0.13}
        fill={BASIL}
        transform={`rotate(35 ${x + r * 0.15} ${y - r * 0.55})`}
      />
      <ellipse
        cx={x - r * 0.55}
        cy={y + r * 0.1}
        rx={r * 0.06}
        ry={r * 0.13}
        fill={BASIL}
        transform={`rotate(-20 ${x - r * 0.55} ${y + r * 0.1})`}
      />
    </g>
  );
}

function Slice({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 0 L70 -18 Q76 0 70 18 Z" fill={CHEESE} />
      <path d="M66 -19 Q80 0 66 19 L72 20 Q88 0 72 -20 Z" fill={CRUST} />
      <circle cx="30" cy="-2" r="6" fill={RED} />
      <circle cx="50" cy="7" r="5" fill={RED} />
      <circle cx="48" cy="-9" r="4" fill={RED} />
    </g>
  );
}

function Wing({ x, y, rotate = 0 }: { x: number; y: number; rotate?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path d="M-26 -14 Q-4 -24 16 -8 Q24 6 10 16 Q-14 22 -28 8 Q-36 -4 -26 -14 Z" fill="#b4531f" />
      <path d="M-18 -8 Q-2 -14 10 -4" stroke="#e08a3c" strokeWidth="3" fill="none" strokeLinecap="round" />
      <rect x="14" y="-4" width="18" height="7" rx="3.5" fill={CREAM} />
      <circle cx="33" cy="-3" r="5" fill={CREAM} />
      <circle cx="33" cy="3" r="5" fill={CREAM} />
    </g>
  );
}

function Sparkles({ colour }: { colour: string }) {
  return (
    <g fill={colour} opacity={0.35}>
      {[
        [24, 30, 4],
        [292, 36, 5],
        [270, 150, 3],
        [40, 150, 5],
        [150, 20, 3],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  );
}

const SCENES: Record<Motif, () => ReactNode> = {
  percent: () => (
    <>
      <Sparkles colour={CREAM} />
      <circle cx="108" cy="92" r="58" fill={CREAM} />
      <text
        x="108"
        y="116"
        textAnchor="middle"
        fontSize="70"
        fontWeight="900"
        fill={RED}
        fontFamily="system-ui, sans-serif"
      >
        %
      </text>
      <Slice x={176} y={96} s={1.3} />
    </>
  ),
  amount: () => (
    <>
      <Sparkles colour={CREAM} />
      <circle cx="116" cy="90" r="56" fill={CHEESE} stroke="#d49a1c" strokeWidth="8" />
      <text
        x="116"
        y="114"
        textAnchor="middle"
        fontSize="66"
        fontWeight="900"
        fill="#7a4a00"
        fontFamily="system-ui, sans-serif"
      >
        $
      </text>
      <circle cx="200" cy="116" r="30" fill={CHEESE} stroke="#d49a1c" strokeWidth="6" />
      <circle cx="236" cy="70" r="22" fill={CHEESE} stroke="#d49a1c" strokeWidth="5" />
    </>
  ),
  pickup: () => (
    <>
      <Sparkles colour={CREAM} />
      <rect x="96" y="56" width="128" height="104" rx="12" fill={CREAM} />
      <path d="M128 62 V48 a32 32 0 0 1 64 0 V62" fill="none" stroke={CREAM} strokeWidth="10" strokeLinecap="round" />
      <path
        d="M112 86 L160 66 L208 86"
        fill="none"
        stroke={RED}
        strokeWidth="10"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <Pizza x={160} y={118} r={28} />
    </>
  ),
  lunch: () => (
    <>
      <circle cx="238" cy="54" r="26" fill="#f2a91f" />
      {Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2;
        return (
          <line
            key={i}
            x1={238 + Math.cos(a) * 34}
            y1={54 + Math.sin(a) * 34}
            x2={238 + Math.cos(a) * 44}
            y2={54 + Math.sin(a) * 44}
            stroke="#f2a91f"
            strokeWidth="5"
            strokeLinecap="round"
          />
        );
      })}
      <Pizza x={124} y={100} r={62} />
    </>
  ),
  garlic: () => (
    <>
      <Sparkles colour={RED} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${78 + i * 44} ${58 + (i % 2) * 10}) rotate(-12)`}>
          <rect width="52" height="80" rx="22" fill={CRUST} />
          <rect x="6" y="6" width="40" height="68" rx="18" fill="#f3d48c" />
          <circle cx="18" cy="28" r="3" fill={BASIL} />
          <circle cx="32" cy="46" r="3" fill={BASIL} />
          <circle cx="22" cy="58" r="2.5" fill={BASIL} />
        </g>
      ))}
    </>
  ),
  wings: () => (
    <>
      <Sparkles colour={CHEESE} />
      <Pizza x={112} y={92} r={62} />
      <Wing x={226} y={70} rotate={-18} />
      <Wing x={236} y={122} rotate={14} />
    </>
  ),
  'two-pizzas': () => (
    <>
      <Sparkles colour={RED} />
      <Pizza x={112} y={94} r={58} />
      <Pizza x={214} y={94} r={58} />
    </>
  ),
  feast: () => (
    <>
      <Sparkles colour={CREAM} />
      <Pizza x={96} y={96} r={54} />
      <Pizza x={190} y={104} r={46} />
      <g transform="translate(252 40)">
        <rect x="0" y="16" width="36" height="104" rx="10" fill="#241f1c" />
        <rect x="8" y="0" width="20" height="20" rx="4" fill="#241f1c" />
        <rect x="0" y="52" width="36" height="30" fill={CREAM} />
        <rect x="6" y="60" width="24" height="4" rx="2" fill={RED} />
      </g>
    </>
  ),
  pizza: () => (
    <>
      <Sparkles colour={RED} />
      <Pizza x={130} y={92} r={70} />
      <Slice x={214} y={100} s={1.1} />
    </>
  ),
};

export function OfferArt({ imageSlug }: { imageSlug: string }) {
  const motif = motifOf(imageSlug);
  const [from, to] = BACKGROUNDS[motif];
  const gradientId = `offer-bg-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className="offer-art"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motif={motif}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      {SCENES[motif]()}
    </svg>
  );
}
