// Inline illustrations for the landing page (decorative: each sits beside its own text).
const RED = '#b3121f';
const CHEESE = '#f6c343';
const CRUST = '#d98a2b';
const BASIL = '#2d6a37';

const svgProps = { 'aria-hidden': true, focusable: false } as const;

// A pie with a 40 degree wedge missing (-15 to 25 degrees); the wedge is drawn pulled out.
const pie = (r: number) => {
  const at = (deg: number) => [160 + r * Math.cos((deg * Math.PI) / 180), 190 + r * Math.sin((deg * Math.PI) / 180)];
  const [x1, y1] = at(25);
  const [x2, y2] = at(-15);
  return {
    rest: `M160 190L${x1} ${y1}A${r} ${r} 0 1 1 ${x2} ${y2}Z`,
    wedge: `M160 190L${x2} ${y2}A${r} ${r} 0 0 1 ${x1} ${y1}Z`,
  };
};
const TOPPINGS: [number, number][] = [
  [118, 150],
  [170, 132],
  [122, 216],
  [176, 240],
  [140, 182],
  [206, 242],
];
const LEAVES: [number, number, number][] = [
  [150, 120, 30],
  [98, 188, -20],
  [196, 160, 60],
  [146, 250, 10],
];

export function HeroPizza() {
  const [crust, sauce, cheese] = [pie(104), pie(92), pie(86)];
  return (
    <svg viewBox="0 0 340 300" {...svgProps} className="hero__art">
      <path
        d="M40 118 160 22l120 96"
        fill="none"
        stroke={RED}
        strokeWidth="22"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="214" y="34" width="26" height="48" rx="5" fill={RED} />
      <path d={crust.rest} fill={CRUST} />
      <path d={sauce.rest} fill="#c8341f" />
      <path d={cheese.rest} fill={CHEESE} />
      {TOPPINGS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="13" fill={RED} />
      ))}
      {LEAVES.map(([x, y, r]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="5" ry="10" transform={`rotate(${r} ${x} ${y})`} fill={BASIL} />
      ))}
      <circle cx="105" cy="246" r="5" fill="#3a2a22" />
      <circle cx="200" cy="128" r="5" fill="#3a2a22" />
      <g transform="translate(38 6)">
        <path d={crust.wedge} fill={CRUST} />
        <path d={sauce.wedge} fill="#c8341f" />
        <path d={cheese.wedge} fill={CHEESE} />
        <circle cx="212" cy="190" r="12" fill={RED} />
        <circle cx="188" cy="196" r="8" fill={RED} />
        <ellipse cx="230" cy="204" rx="4" ry="8" transform="rotate(70 230 204)" fill={BASIL} />
      </g>
    </svg>
  );
}

export function PizzaArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <circle cx="60" cy="45" r="38" fill={CRUST} />
      <circle cx="60" cy="45" r="32" fill={CHEESE} />
      {(
        [
          [48, 32],
          [70, 34],
          [52, 58],
          [74, 56],
          [60, 45],
        ] as [number, number][]
      ).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill={RED} />
      ))}
      <ellipse cx="62" cy="28" rx="2.5" ry="5" transform="rotate(40 62 28)" fill={BASIL} />
    </svg>
  );
}

export function MealArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <path d="M14 40h62v38H14z" fill="#f3e3c7" stroke={CRUST} strokeWidth="3" />
      <path d="M14 40 24 24h62L76 40" fill="#fbefd9" stroke={CRUST} strokeWidth="3" strokeLinejoin="round" />
      <path d="M30 56 45 46l15 10-15 10Z" fill={RED} />
      <path d="M86 30h22l-4 50H90Z" fill={RED} />
      <path d="M84 26h26v6H84z" fill="#8c0d18" />
      <path d="M99 26 104 8" stroke="#241f1c" strokeWidth="3" strokeLinecap="round" />
      <path d="M89 48h16" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

export function WingsArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <ellipse cx="60" cy="70" rx="46" ry="10" fill="#f3e3c7" />
      {(
        [
          [34, 46, -30],
          [62, 40, 10],
          [86, 50, 40],
        ] as [number, number, number][]
      ).map(([x, y, r]) => (
        <g key={`${x}-${y}`} transform={`rotate(${r} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx="15" ry="11" fill="#b6521c" />
          <ellipse cx={x - 3} cy={y - 3} rx="8" ry="4" fill="#d97a33" />
          <rect x={x + 12} y={y - 3} width="12" height="6" rx="3" fill="#f6e6cc" />
        </g>
      ))}
    </svg>
  );
}

export function SidesArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <path d="M20 62c0-14 80-14 80 0v6H20z" fill={CRUST} />
      <path d="M24 56c4-10 68-10 72 0" fill="#f7d27a" />
      {[36, 52, 68, 84].map((x) => (
        <path key={x} d={`M${x} 48v12`} stroke="#b86b1c" strokeWidth="3" strokeLinecap="round" />
      ))}
      <ellipse cx="48" cy="52" rx="3" ry="2" fill={BASIL} />
      <ellipse cx="74" cy="50" rx="3" ry="2" fill={BASIL} />
      <path d="M14 70h92" stroke="#e5d5bd" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function DessertArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <ellipse cx="60" cy="72" rx="40" ry="8" fill="#f3e3c7" />
      <path d="M34 40h52l-4 30H38Z" fill="#5a2f1c" />
      <ellipse cx="60" cy="40" rx="26" ry="8" fill="#6e3b22" />
      <path d="M48 40c2 10 6 16 12 20 6-4 10-10 12-20" fill="#3a1d10" />
      <circle cx="70" cy="30" r="7" fill={RED} />
      <path d="M70 23c2-5 6-7 9-7" stroke={BASIL} strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function DrinkArt() {
  return (
    <svg viewBox="0 0 120 90" {...svgProps}>
      <path d="M40 20h40l-6 62H46Z" fill="#fbefd9" stroke={CRUST} strokeWidth="3" strokeLinejoin="round" />
      <path d="M43 42h34l-4 40H47Z" fill={RED} />
      <path d="M38 16h44v8H38z" fill="#241f1c" />
      <path d="M66 16 74 2" stroke="#241f1c" strokeWidth="4" strokeLinecap="round" />
      <circle cx="55" cy="58" r="3" fill="#fff" opacity=".7" />
      <circle cx="64" cy="68" r="2" fill="#fff" opacity=".7" />
    </svg>
  );
}
