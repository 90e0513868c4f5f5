// Product illustrations, drawn as SVG from what a product is: a pizza from its sauce and default
// toppings (half-and-half from its two default pizzas), wings in their sauce, sides, desserts,
// drinks and meals composed of their default items. `generate-product-images.ts` renders these to
// the webp and jpg files in apps/web/public/images/products (`npm run images:products`); the app
// never imports this module.

export interface ArtIngredient {
  name: string;
  ingredientCategoryCode: string;
  isDefault: boolean;
}

export interface ArtProduct {
  productId: number;
  slug: string;
  name: string;
  productType: string;
  taxonomy: string[];
  ingredients: ArtIngredient[];
  mealSlots?: { name: string; defaultProductId: number }[];
  imageSlug: string;
}

export const ART_WIDTH = 640;
export const ART_HEIGHT = 480;

// ---- deterministic randomness: the same product always gets the same picture ----

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function random(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Unique ids for gradients when several items share one picture. */
class Ids {
  private n = 0;
  next(prefix: string) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
}

interface Ctx {
  rnd: () => number;
  ids: Ids;
  defs: string[];
}

function radial(ctx: Ctx, stops: [number, string][], opts = ''): string {
  const id = ctx.ids.next('g');
  ctx.defs.push(
    `<radialGradient id="${id}" ${opts}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

function linear(ctx: Ctx, stops: [number, string][], x2 = 0, y2 = 1): string {
  const id = ctx.ids.next('l');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

// ---- scene ----

function background(ctx: Ctx, tone: 'wood' | 'slate' | 'cream'): string {
  const r = ctx.rnd;
  if (tone === 'cream') {
    return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${radial(ctx, [
      [0, '#fff6e6'],
      [1, '#f1d9b5'],
    ])}"/>`;
  }
  if (tone === 'slate') {
    return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${radial(ctx, [
      [0, '#4a4440'],
      [1, '#231f1d'],
    ])}"/>`;
  }
  const planks: string[] = [];
  for (let y = 0; y < ART_HEIGHT; y += 96) {
    const shade = 0.85 + r() * 0.3;
    planks.push(
      `<rect y="${y}" width="${ART_WIDTH}" height="96" fill="#8b5a34" opacity="${f(shade * 0.35)}"/>`,
      `<line x1="0" y1="${y}" x2="${ART_WIDTH}" y2="${y}" stroke="#4d2e17" stroke-width="2" opacity="0.6"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const yy = y + 12 + r() * 72;
      planks.push(
        `<path d="M0 ${f(yy)} C ${f(160 + r() * 80)} ${f(yy - 6 + r() * 12)}, ${f(400 + r() * 80)} ${f(yy - 6 + r() * 12)}, 640 ${f(yy + r() * 6 - 3)}" stroke="#5e3a1e" stroke-width="${f(1 + r() * 1.5)}" fill="none" opacity="0.35"/>`,
      );
    }
  }
  return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${linear(ctx, [
    [0, '#9c6a3f'],
    [1, '#6e4324'],
  ])}"/>${planks.join('')}<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${radial(ctx, [
    [0.5, 'rgba(0,0,0,0)'],
    [1, 'rgba(0,0,0,0.35)'],
  ])}"/>`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;

const place = (x: number, y: number, scale: number, body: string, rotate = 0) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotate)}) scale(${f(scale)})">${body}</g>`;

// ---- pizza ----

const SAUCES: Record<string, [string, string]> = {
  tomato: ['#c8321f', '#a3231a'],
  bbq: ['#6b2a14', '#4e1d0e'],
  garlic: ['#f1e2bd', '#dcc38f'],
  'peri peri': ['#d9541e', '#b23d15'],
};

function sauceColours(ingredients: ArtIngredient[]): [string, string] {
  const sauce = ingredients.find((i) => i.ingredientCategoryCode === 'Sauce' && i.isDefault);
  return SAUCES[sauce?.name.toLowerCase() ?? 'tomato'] ?? SAUCES.tomato!;
}

type Drawer = (ctx: Ctx, x: number, y: number, rot: number) => string;

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" ${extra}/>`;

function pepperoni(colour: string, dark: string): Drawer {
  return (ctx, x, y) => {
    const r = 17 + ctx.rnd() * 4;
    const spots = Array.from({ length: 4 }, () =>
      circle(x + (ctx.rnd() - 0.5) * r, y + (ctx.rnd() - 0.5) * r, 2 + ctx.rnd() * 2, dark, 'opacity="0.7"'),
    ).join('');
    return `${circle(x + 1.5, y + 2, r, '#5a120c', 'opacity="0.35"')}${circle(x, y, r, colour)}${circle(x, y, r - 3, 'none', `stroke="${dark}" stroke-width="2" opacity="0.5"`)}${spots}${circle(x - r / 3, y - r / 3, r / 4, '#fff', 'opacity="0.18"')}`;
  };
}

const ham: Drawer = (ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<rect x="-13" y="-11" width="26" height="22" rx="4" fill="#f2a3a0"/><rect x="-13" y="-11" width="26" height="6" rx="3" fill="#f7c3bf" opacity="0.8"/><rect x="-13" y="-11" width="26" height="22" rx="4" fill="none" stroke="#d7807c" stroke-width="1.5"/>`,
    rot,
  );

const bacon: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-26 -5 C -16 -12, -6 2, 4 -5 S 20 -12, 26 -5 L 26 6 C 18 0, 10 13, 0 6 S -18 0, -26 6 Z" fill="#9e3322"/><path d="M-24 -1 C -14 -7, -6 5, 4 -1 S 18 -7, 24 -1" stroke="#f0b9a0" stroke-width="3" fill="none" opacity="0.8"/>`,
    rot,
  );

const sausage: Drawer = (ctx, x, y) =>
  `${circle(x, y, 12, '#7c4326')}${circle(x, y, 9, '#9b5a36')}${circle(x - 3, y - 2, 2, '#e7b58e', 'opacity="0.7"')}${circle(x + 3, y + 3, 1.6, '#e7b58e', 'opacity="0.7"')}`;

const beef: Drawer = (ctx, x, y) =>
  Array.from({ length: 4 }, () =>
    circle(
      x + (ctx.rnd() - 0.5) * 16,
      y + (ctx.rnd() - 0.5) * 16,
      4 + ctx.rnd() * 3,
      ctx.rnd() > 0.5 ? '#5f321a' : '#774226',
    ),
  ).join('');

const meatball: Drawer = (ctx, x, y) =>
  `${circle(x + 2, y + 3, 14, '#2e1409', 'opacity="0.35"')}${circle(x, y, 14, '#6b3a20')}${circle(x - 4, y - 4, 5, '#a0643f', 'opacity="0.8"')}`;

const brisket: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<rect x="-20" y="-9" width="40" height="18" rx="5" fill="#4f2614"/><rect x="-17" y="-5" width="34" height="9" rx="4" fill="#8a4a2c"/>`,
    rot,
  );

function chicken(colour: string): Drawer {
  return (_ctx, x, y, rot) =>
    place(
      x,
      y,
      1,
      `<path d="M-15 -9 Q 0 -16 14 -8 Q 19 4 10 11 Q -4 15 -14 9 Q -19 0 -15 -9 Z" fill="${colour}"/><path d="M-9 -6 L 7 8 M -2 -10 L 12 2" stroke="#8a5a2b" stroke-width="2.5" opacity="0.55"/>`,
      rot,
    );
}

const schnitzelPiece: Drawer = (ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<rect x="-22" y="-12" width="44" height="24" rx="8" fill="#d08a34"/>${Array.from({ length: 8 }, () =>
      circle((ctx.rnd() - 0.5) * 38, (ctx.rnd() - 0.5) * 18, 1.6, '#8f5418', 'opacity="0.7"'),
    ).join('')}`,
    rot,
  );

const prawn: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-14 6 A 15 15 0 1 1 12 8" stroke="#f08a5d" stroke-width="11" fill="none" stroke-linecap="round"/><path d="M-14 6 A 15 15 0 1 1 12 8" stroke="#ffc4a3" stroke-width="3" fill="none" stroke-dasharray="4 5" opacity="0.9"/><path d="M12 8 l 8 4 l -2 -9 z" fill="#e0643a"/>`,
    rot,
  );

const anchovy: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-24 0 Q 0 -7 24 0 Q 0 7 -24 0 Z" fill="#6b5646"/><path d="M-20 0 Q 0 -3 20 0" stroke="#c9b8a6" stroke-width="1.5" fill="none"/>`,
    rot,
  );

const mushroom: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-15 2 Q -15 -15 0 -15 Q 15 -15 15 2 Z" fill="#d8c2a1" stroke="#8c6c4a" stroke-width="1.5"/><path d="M-5 2 L -4 13 L 4 13 L 5 2 Z" fill="#e6d5bb" stroke="#8c6c4a" stroke-width="1.5"/>`,
    rot,
  );

const onion: Drawer = (ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-16 6 A 17 17 0 0 1 16 6" stroke="#8d3c7a" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-10 8 A 11 11 0 0 1 10 8" stroke="#c98bbd" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    rot + ctx.rnd() * 20,
  );

const capsicum: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-17 4 Q 0 -12 17 4" stroke="#2f7d32" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-14 2 Q 0 -9 14 2" stroke="#66b35a" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    rot,
  );

const pineapple: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-11 -9 L 11 -9 L 8 10 L -8 10 Z" fill="#f5cf46" stroke="#d9a92a" stroke-width="1.5"/><path d="M-9 -5 L 9 -5" stroke="#fbe38a" stroke-width="2"/>`,
    rot,
  );

const olive: Drawer = (_ctx, x, y) => `${circle(x, y, 8, 'none', 'stroke="#1e1b19" stroke-width="5"')}`;

const spinach: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-18 0 Q -4 -14 18 0 Q -4 14 -18 0 Z" fill="#2e6b2f"/><path d="M-16 0 L 16 0" stroke="#5c9a4f" stroke-width="1.5"/>`,
    rot,
  );

const tomato: Drawer = (_ctx, x, y) =>
  `${circle(x, y, 15, '#e2432d')}${circle(x, y, 11, '#f26b4f')}${[0, 120, 240]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<ellipse cx="${f(x + Math.cos(rad) * 6)}" cy="${f(y + Math.sin(rad) * 6)}" rx="3.5" ry="2.2" fill="#f9d38c" transform="rotate(${a} ${f(x + Math.cos(rad) * 6)} ${f(y + Math.sin(rad) * 6)})"/>`;
    })
    .join('')}`;

const jalapeno: Drawer = (_ctx, x, y) =>
  `${circle(x, y, 9, '#3d8b2f')}${circle(x, y, 5.5, '#bfe08a')}${circle(x - 1.5, y, 1.3, '#f5f0c8')}${circle(x + 2, y + 1, 1.3, '#f5f0c8')}`;

const garlicClove: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-8 8 Q -10 -6 0 -11 Q 10 -6 8 8 Q 0 11 -8 8 Z" fill="#f4e6c4" stroke="#c9a86a" stroke-width="1.2"/><path d="M0 -9 L 0 7" stroke="#d8bf8a" stroke-width="1"/>`,
    rot,
  );

const rocket: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<path d="M-22 0 L -16 -6 L -12 -1 L -6 -9 L -2 -2 L 5 -10 L 8 -2 L 16 -8 L 22 0 L 14 4 L 6 3 L 0 7 L -8 3 L -15 5 Z" fill="#3f7f2c"/><path d="M-20 0 L 20 0" stroke="#79ad55" stroke-width="1.2"/>`,
    rot,
  );

const feta: Drawer = (_ctx, x, y, rot) =>
  place(
    x,
    y,
    1,
    `<rect x="-8" y="-8" width="16" height="16" rx="3" fill="#fbfaf3" stroke="#ddd6c0" stroke-width="1.2"/>`,
    rot,
  );

const parmesan: Drawer = (_ctx, x, y, rot) =>
  place(x, y, 1, `<path d="M-9 -3 L 8 -6 L 10 3 L -7 6 Z" fill="#f6e7b3" opacity="0.95"/>`, rot);

interface ToppingArt {
  draw: Drawer;
  count: number;
  /** Minimum distance between two pieces of this topping. */
  spacing: number;
}

function toppingArt(name: string): ToppingArt | 'cheese' | null {
  const n = name.toLowerCase();
  if (n.includes('plant-based cheese') || n === 'mozzarella') return 'cheese';
  if (n.includes('plant-based pepperoni')) return { draw: pepperoni('#9a2d1e', '#6b1c12'), count: 9, spacing: 38 };
  if (n.includes('pepperoni')) return { draw: pepperoni('#b8291c', '#7c140d'), count: 10, spacing: 38 };
  if (n.includes('salami')) return { draw: pepperoni('#c2424a', '#f3d3cf'), count: 7, spacing: 40 };
  if (n === 'ham') return { draw: ham, count: 9, spacing: 34 };
  if (n.includes('bacon')) return { draw: bacon, count: 6, spacing: 44 };
  if (n.includes('sausage')) return { draw: sausage, count: 9, spacing: 28 };
  if (n.includes('mince')) return { draw: beef, count: 9, spacing: 26 };
  if (n.includes('beef')) return { draw: beef, count: 9, spacing: 26 };
  if (n.includes('meatball')) return { draw: meatball, count: 7, spacing: 34 };
  if (n.includes('brisket')) return { draw: brisket, count: 6, spacing: 42 };
  if (n.includes('schnitzel')) return { draw: schnitzelPiece, count: 0, spacing: 48 };
  if (n.includes('peri peri chicken')) return { draw: chicken('#e08a4a'), count: 8, spacing: 34 };
  if (n.includes('chicken')) return { draw: chicken('#ecc794'), count: 8, spacing: 34 };
  if (n.includes('prawn')) return { draw: prawn, count: 7, spacing: 40 };
  if (n.includes('anchov')) return { draw: anchovy, count: 6, spacing: 40 };
  if (n.includes('mushroom')) return { draw: mushroom, count: 9, spacing: 32 };
  if (n.includes('onion')) return { draw: onion, count: 8, spacing: 30 };
  if (n.includes('capsicum')) return { draw: capsicum, count: 8, spacing: 30 };
  if (n.includes('pineapple')) return { draw: pineapple, count: 8, spacing: 28 };
  if (n.includes('olive')) return { draw: olive, count: 9, spacing: 24 };
  if (n.includes('spinach')) return { draw: spinach, count: 7, spacing: 32 };
  if (n.includes('tomato')) return { draw: tomato, count: 7, spacing: 36 };
  if (n.includes('jalape')) return { draw: jalapeno, count: 8, spacing: 24 };
  if (n.includes('garlic')) return { draw: garlicClove, count: 7, spacing: 26 };
  if (n.includes('rocket')) return { draw: rocket, count: 6, spacing: 36 };
  if (n.includes('feta')) return { draw: feta, count: 9, spacing: 24 };
  if (n.includes('parmesan')) return { draw: parmesan, count: 12, spacing: 18 };
  return null;
}

/** Scatter points inside a shape, keeping pieces apart; shared by every topping on one pizza. */
function scatter(
  ctx: Ctx,
  count: number,
  spacing: number,
  inside: (x: number, y: number) => boolean,
  bounds: { x: number; y: number; w: number; h: number },
  taken: { x: number; y: number; s: number }[],
): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let attempt = 0; attempt < count * 60 && points.length < count; attempt++) {
    const x = bounds.x + ctx.rnd() * bounds.w;
    const y = bounds.y + ctx.rnd() * bounds.h;
    if (!inside(x, y)) continue;
    const clash = taken.some((p) => Math.hypot(p.x - x, p.y - y) < (p.s + spacing) / 2);
    if (clash) continue;
    points.push({ x, y });
    taken.push({ x, y, s: spacing });
  }
  return points;
}

/** Melted cheese: blobs merged by the 'melt' filter, with golden spots where it browned. */
function cheeseLayer(
  ctx: Ctx,
  inside: (x: number, y: number) => boolean,
  box: { x: number; y: number; w: number; h: number },
  plant: boolean,
) {
  const blobs: string[] = [];
  const light = plant ? '#f6eed8' : '#fbe39a';
  const mid = plant ? '#eadbb5' : '#f5d06c';
  for (let i = 0; i < 130; i++) {
    const x = box.x + ctx.rnd() * box.w;
    const y = box.y + ctx.rnd() * box.h;
    if (!inside(x, y)) continue;
    blobs.push(circle(x, y, 10 + ctx.rnd() * 14, ctx.rnd() > 0.4 ? light : mid));
  }
  const spots: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = box.x + ctx.rnd() * box.w;
    const y = box.y + ctx.rnd() * box.h;
    if (!inside(x, y)) continue;
    spots.push(circle(x, y, 2 + ctx.rnd() * 5, plant ? '#d9c394' : '#dca04a', 'opacity="0.6"'));
  }
  return `<g filter="url(#melt)">${blobs.join('')}</g>${spots.join('')}`;
}

function toppingsOn(
  ctx: Ctx,
  ingredients: ArtIngredient[],
  inside: (x: number, y: number) => boolean,
  box: { x: number; y: number; w: number; h: number },
): string {
  const toppings = ingredients.filter((i) => i.ingredientCategoryCode === 'Topping' && i.isDefault);
  const cheese = toppings.find((t) => toppingArt(t.name) === 'cheese');
  let out = cheese ? cheeseLayer(ctx, inside, box, /plant/i.test(cheese.name)) : '';
  const taken: { x: number; y: number; s: number }[] = [];
  const arts = toppings.map((t) => toppingArt(t.name)).filter((a): a is ToppingArt => !!a && a !== 'cheese');
  // Crowded pizzas get fewer pieces of each topping.
  const factor = arts.length > 5 ? 0.55 : arts.length > 3 ? 0.75 : 1;
  // Leafy and finishing toppings go on last.
  const order = (a: ToppingArt) => (a.draw === rocket || a.draw === parmesan ? 1 : 0);
  for (const art of [...arts].sort((a, b) => order(a) - order(b))) {
    const points = scatter(ctx, Math.max(3, Math.round(art.count * factor)), art.spacing, inside, box, taken);
    for (const p of points) out += art.draw(ctx, p.x, p.y, ctx.rnd() * 360);
  }
  // Herbs
  for (let i = 0; i < 26; i++) {
    const x = box.x + ctx.rnd() * box.w;
    const y = box.y + ctx.rnd() * box.h;
    if (inside(x, y)) out += circle(x, y, 1.3, '#3e5e22', 'opacity="0.7"');
  }
  return out;
}

/** A round pizza centred on 0,0 with radius 200 (crust included). */
function roundPizza(
  ctx: Ctx,
  ingredients: ArtIngredient[],
  halfIngredients?: [ArtIngredient[], ArtIngredient[]],
): string {
  const R = 200;
  const crust = radial(ctx, [
    [0.8, '#e9a952'],
    [0.93, '#d5883a'],
    [1, '#a9601f'],
  ]);
  const char = Array.from({ length: 38 }, () => {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = R - 8 - ctx.rnd() * 14;
    return circle(Math.cos(a) * rr, Math.sin(a) * rr, 2 + ctx.rnd() * 4, '#8a4a16', 'opacity="0.45"');
  }).join('');
  const box = { x: -168, y: -168, w: 336, h: 336 };
  const render = (parts: ArtIngredient[], inside: (x: number, y: number) => boolean, clip: string) => {
    const [light, dark] = sauceColours(parts);
    const sauce = radial(ctx, [
      [0, light],
      [1, dark],
    ]);
    return `<g clip-path="${clip}">${circle(0, 0, R - 26, sauce)}${toppingsOn(ctx, parts, inside, box)}</g>`;
  };
  const inPizza = (x: number, y: number) => Math.hypot(x, y) < R - 44;
  const clipAll = ctx.ids.next('c');
  ctx.defs.push(`<clipPath id="${clipAll}"><circle r="${R - 26}"/></clipPath>`);
  let top: string;
  if (halfIngredients) {
    const left = ctx.ids.next('c');
    const right = ctx.ids.next('c');
    ctx.defs.push(
      `<clipPath id="${left}"><path d="M0 ${-R} A ${R} ${R} 0 0 0 0 ${R} Z"/></clipPath>`,
      `<clipPath id="${right}"><path d="M0 ${-R} A ${R} ${R} 0 0 1 0 ${R} Z"/></clipPath>`,
    );
    top =
      `<g clip-path="url(#${clipAll})">` +
      render(halfIngredients[0], (x, y) => inPizza(x, y) && x < -12, `url(#${left})`) +
      render(halfIngredients[1], (x, y) => inPizza(x, y) && x > 12, `url(#${right})`) +
      `<line x1="0" y1="${-R}" x2="0" y2="${R}" stroke="#b5742e" stroke-width="3" opacity="0.6"/></g>`;
  } else {
    top = render(ingredients, inPizza, `url(#${clipAll})`);
  }
  const slices = [0, 45, 90, 135]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<line x1="${f(Math.cos(rad) * -(R - 10))}" y1="${f(Math.sin(rad) * -(R - 10))}" x2="${f(Math.cos(rad) * (R - 10))}" y2="${f(Math.sin(rad) * (R - 10))}" stroke="#7a3d12" stroke-width="1.5" opacity="0.25"/>`;
    })
    .join('');
  return `${circle(0, 0, R, crust)}${char}${top}${slices}${circle(-R * 0.3, -R * 0.35, R * 0.55, '#fff', 'opacity="0.06"')}`;
}

/** A schnitzel topped like a pizza, centred on 0,0, about 440 x 260. */
function schnitzza(ctx: Ctx, ingredients: ArtIngredient[]): string {
  const crumb = radial(ctx, [
    [0, '#e7a445'],
    [1, '#b8681f'],
  ]);
  const crumbs = Array.from({ length: 120 }, () =>
    circle(
      (ctx.rnd() - 0.5) * 420,
      (ctx.rnd() - 0.5) * 240,
      1.5 + ctx.rnd() * 2.5,
      ctx.rnd() > 0.5 ? '#f3c16b' : '#9a5215',
      'opacity="0.7"',
    ),
  ).join('');
  const path =
    'M-215 -40 C -220 -120, -120 -135, -20 -122 C 80 -140, 210 -120, 215 -30 C 225 60, 170 128, 40 124 C -60 138, -200 120, -212 40 Z';
  const clip = ctx.ids.next('c');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${path}"/></clipPath>`);
  const [light, dark] = sauceColours(ingredients);
  const sauce = radial(ctx, [
    [0, light],
    [1, dark],
  ]);
  const inside = (x: number, y: number) => (x / 180) ** 2 + (y / 95) ** 2 < 1;
  const box = { x: -190, y: -100, w: 380, h: 200 };
  const noSchnitzel = ingredients.filter((i) => !/schnitzel/i.test(i.name));
  return `<path d="${path}" fill="${crumb}"/><g clip-path="url(#${clip})">${crumbs}</g><ellipse rx="190" ry="100" fill="${sauce}" opacity="0.95"/>${toppingsOn(ctx, noSchnitzel, inside, box)}`;
}

// ---- wings, sides, desserts ----

function plate(ctx: Ctx, r = 190): string {
  return `${circle(
    0,
    0,
    r,
    radial(ctx, [
      [0.7, '#fbfbf8'],
      [1, '#d9d4c8'],
    ]),
  )}${circle(0, 0, r * 0.78, 'none', 'stroke="#e6e1d5" stroke-width="3"')}`;
}

function wingsColour(name: string): [string, string] {
  const n = name.toLowerCase();
  if (n.includes('honey') || n.includes('bbq')) return ['#7a2f12', '#b35a24'];
  if (n.includes('louisiana') || n.includes('hot')) return ['#b4240f', '#e0541f'];
  if (n.includes('buffalo')) return ['#c2410f', '#ea7a2a'];
  if (n.includes('parmesan')) return ['#d19a45', '#f0cf85'];
  return ['#b86a2a', '#e6a050'];
}

const wing = (dark: string, light: string, x: number, y: number, rot: number) =>
  place(
    x,
    y,
    1,
    `<path d="M-34 -6 C -40 -26, -6 -30, 6 -18 C 22 -22, 40 -12, 36 4 C 40 22, 12 28, -2 18 C -22 26, -38 14, -34 -6 Z" fill="${dark}" stroke="#3a1206" stroke-width="2.5" stroke-opacity="0.45"/><path d="M-24 -8 C -22 -18, -4 -20, 4 -12" stroke="${light}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/><circle cx="16" cy="2" r="6" fill="${light}" opacity="0.45"/>`,
    rot,
  );

function wingsPlate(ctx: Ctx, name: string, count: number): string {
  const [dark, light] = wingsColour(name);
  let out = plate(ctx);
  // a dip cup at the side, wings piled in the middle
  out += `${circle(-105, -95, 42, '#ffffff')}${circle(-105, -95, 42, 'none', 'stroke="#d8d2c4" stroke-width="4"')}${circle(-105, -95, 34, '#f4f1e4')}`;
  const pieces = Math.min(count, 10);
  for (let i = 0; i < pieces; i++) {
    const a = (i / pieces) * Math.PI * 2 + ctx.rnd() * 0.4;
    const rr = i === 0 ? 0 : 40 + ctx.rnd() * 55;
    out += place(Math.cos(a) * rr + 15, Math.sin(a) * rr + 15, 1.45, wing(dark, light, 0, 0, 0), ctx.rnd() * 360);
  }
  if (/parmesan/i.test(name)) {
    for (let i = 0; i < 40; i++)
      out += circle((ctx.rnd() - 0.5) * 260, (ctx.rnd() - 0.5) * 260, 2, '#fff6d8', 'opacity="0.9"');
  }
  // celery
  out += place(
    110,
    -110,
    1,
    `<rect x="-40" y="-7" width="80" height="14" rx="7" fill="#8fc160"/><rect x="-36" y="-3" width="72" height="4" rx="2" fill="#c5e29b"/>`,
    -35,
  );
  return out;
}

function nuggets(ctx: Ctx, long: boolean, count: number): string {
  let out = plate(ctx);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + ctx.rnd() * 0.4;
    const rr = 60 + ctx.rnd() * 40;
    const body = long
      ? `<rect x="-46" y="-15" width="92" height="30" rx="15" fill="#cd7f2c"/><rect x="-40" y="-10" width="80" height="8" rx="4" fill="#eab063" opacity="0.7"/>`
      : `<path d="M-22 -10 Q -10 -26 10 -20 Q 26 -10 22 8 Q 12 24 -8 20 Q -26 12 -22 -10 Z" fill="#cd7f2c"/><circle cx="-4" cy="-6" r="7" fill="#eab063" opacity="0.7"/>`;
    out += place(Math.cos(a) * rr, Math.sin(a) * rr, 1, body, ctx.rnd() * 360);
  }
  return out;
}

function fries(ctx: Ctx): string {
  const sticks = Array.from({ length: 16 }, (_, i) => {
    const x = -60 + i * 8 + ctx.rnd() * 4;
    const h = 90 + ctx.rnd() * 50;
    return `<rect x="${f(x)}" y="${f(-h)}" width="12" height="${f(h)}" rx="3" fill="${ctx.rnd() > 0.5 ? '#f3c14e' : '#e9ad35'}" transform="rotate(${f((ctx.rnd() - 0.5) * 16)} ${f(x)} 0)"/>`;
  }).join('');
  return `${sticks}<path d="M-80 -30 L 80 -30 L 62 130 L -62 130 Z" fill="#c21f2c"/><path d="M-80 -30 L 80 -30 L 76 -6 L -76 -6 Z" fill="#e0383f"/><text x="0" y="70" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="30" font-weight="900" fill="#fff">WS</text>`;
}

function wedges(ctx: Ctx, loaded: boolean): string {
  let out = plate(ctx);
  for (let i = 0; i < 10; i++) {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = ctx.rnd() * 110;
    out += place(
      Math.cos(a) * rr,
      Math.sin(a) * rr,
      1,
      `<path d="M-40 8 Q 0 -30 40 8 Z" fill="#d99a3f"/><path d="M-38 8 Q 0 -20 38 8" stroke="#8a5320" stroke-width="4" fill="none"/>`,
      ctx.rnd() * 360,
    );
  }
  if (loaded) {
    for (let i = 0; i < 30; i++)
      out += circle((ctx.rnd() - 0.5) * 220, (ctx.rnd() - 0.5) * 220, 8 + ctx.rnd() * 8, '#f7d35c', 'opacity="0.85"');
    for (let i = 0; i < 10; i++) out += bacon(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, ctx.rnd() * 360);
    out += `<path d="M-60 -20 Q 0 -50 60 -10" stroke="#fffaf0" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
  return out;
}

function garlicBread(ctx: Ctx, cheesy: boolean): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = -150 + i * 72;
    out += place(
      x,
      (i % 2) * 14 - 7,
      1,
      `<ellipse rx="48" ry="92" fill="#c98435"/><ellipse rx="40" ry="82" fill="#f1d49a"/><ellipse rx="40" ry="82" fill="#e9b55a" opacity="0.45"/>${Array.from({ length: 8 }, () => circle((ctx.rnd() - 0.5) * 50, (ctx.rnd() - 0.5) * 120, 3, '#4c7a2a', 'opacity="0.8"')).join('')}${cheesy ? `<path d="M-36 -50 Q -10 -70 20 -55 Q 40 -30 30 10 Q 38 50 10 64 Q -30 70 -36 30 Z" fill="#f7d35c" opacity="0.92"/>` : ''}`,
      -12,
    );
  }
  return out;
}

function breadSticks(ctx: Ctx, mozzarella: boolean): string {
  let out = plate(ctx);
  for (let i = 0; i < 6; i++) {
    const y = -100 + i * 40;
    out += place(
      0,
      y,
      1,
      `<rect x="-120" y="-14" width="240" height="28" rx="14" fill="${mozzarella ? '#d8872e' : '#e2a24c'}"/><rect x="-112" y="-8" width="224" height="8" rx="4" fill="#f5c977" opacity="0.7"/>`,
      -8 + ctx.rnd() * 6,
    );
  }
  if (mozzarella)
    out += place(
      140,
      -40,
      1,
      `<path d="M0 0 Q 20 30 5 60" stroke="#fdf5d8" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
  return out;
}

function salad(ctx: Ctx): string {
  let out = `${circle(0, 0, 180, '#f3efe6')}${circle(0, 0, 160, '#e7e0d0')}`;
  for (let i = 0; i < 24; i++) {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = ctx.rnd() * 120;
    out += spinach(ctx, Math.cos(a) * rr, Math.sin(a) * rr, ctx.rnd() * 360).replace(
      '#2e6b2f',
      ctx.rnd() > 0.5 ? '#5a9a3c' : '#3f7f2c',
    );
  }
  for (let i = 0; i < 7; i++) out += tomato(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, 0);
  for (let i = 0; i < 6; i++) out += onion(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, ctx.rnd() * 360);
  return out;
}

function bowl(ctx: Ctx, fill: string, body: string): string {
  return `${circle(
    0,
    0,
    185,
    radial(ctx, [
      [0.75, '#f7f3ea'],
      [1, '#cfc6b3'],
    ]),
  )}${circle(0, 0, 150, fill)}${body}`;
}

function pasta(ctx: Ctx, creamy: boolean): string {
  let body = '';
  for (let i = 0; i < 40; i++) {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = ctx.rnd() * 125;
    body += place(
      Math.cos(a) * rr,
      Math.sin(a) * rr,
      1,
      `<rect x="-16" y="-6" width="32" height="12" rx="3" fill="${creamy ? '#f1d089' : '#e7b15e'}" stroke="#c98e3a" stroke-width="1"/>`,
      ctx.rnd() * 360,
    );
  }
  if (creamy) {
    for (let i = 0; i < 8; i++) body += bacon(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, ctx.rnd() * 360);
    for (let i = 0; i < 8; i++)
      body += chicken('#ecc794')(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, ctx.rnd() * 360);
  } else {
    for (let i = 0; i < 14; i++) body += beef(ctx, (ctx.rnd() - 0.5) * 200, (ctx.rnd() - 0.5) * 200, 0);
  }
  for (let i = 0; i < 20; i++) body += parmesan(ctx, (ctx.rnd() - 0.5) * 220, (ctx.rnd() - 0.5) * 220, ctx.rnd() * 360);
  return bowl(ctx, creamy ? '#f6e7c1' : '#b8361f', body);
}

function bake(ctx: Ctx, kind: 'meatball' | 'mac' | 'napoli'): string {
  const dish = `<rect x="-200" y="-140" width="400" height="280" rx="40" fill="#f4efe4"/><rect x="-176" y="-118" width="352" height="236" rx="30" fill="${kind === 'mac' ? '#f0c45a' : '#b8361f'}"/>`;
  let body = '';
  if (kind === 'mac') {
    for (let i = 0; i < 50; i++)
      body += place(
        (ctx.rnd() - 0.5) * 320,
        (ctx.rnd() - 0.5) * 200,
        1,
        `<path d="M-10 0 A 10 10 0 0 1 10 0" stroke="#f7dc8c" stroke-width="7" fill="none" stroke-linecap="round"/>`,
        ctx.rnd() * 360,
      );
    for (let i = 0; i < 25; i++)
      body += circle((ctx.rnd() - 0.5) * 320, (ctx.rnd() - 0.5) * 200, 6 + ctx.rnd() * 10, '#d98b2b', 'opacity="0.55"');
  } else {
    for (let i = 0; i < 6; i++)
      body += meatball(ctx, -110 + (i % 3) * 110 + (ctx.rnd() - 0.5) * 20, i < 3 ? -45 : 45, 0)
        .replace(/r="14"/g, 'r="34"')
        .replace(/r="5"/g, 'r="11"');
    if (kind === 'meatball')
      for (let i = 0; i < 30; i++)
        body += circle(
          (ctx.rnd() - 0.5) * 320,
          (ctx.rnd() - 0.5) * 200,
          10 + ctx.rnd() * 10,
          '#f7d35c',
          'opacity="0.85"',
        );
    for (let i = 0; i < 12; i++) body += circle((ctx.rnd() - 0.5) * 320, (ctx.rnd() - 0.5) * 200, 3, '#3e6b22');
  }
  return dish + body;
}

function dip(ctx: Ctx, name: string): string {
  const n = name.toLowerCase();
  const colour = n.includes('bbq')
    ? '#5a2210'
    : n.includes('chilli')
      ? '#d8392b'
      : n.includes('peri')
        ? '#e9894a'
        : n.includes('ranch')
          ? '#f4f1e4'
          : '#f3e7bf';
  return `${circle(0, 10, 150, '#ffffff')}${circle(0, 10, 150, 'none', 'stroke="#d8d2c4" stroke-width="6"')}${circle(
    0,
    10,
    128,
    radial(ctx, [
      [0, colour],
      [1, colour],
    ]),
  )}<path d="M-60 -20 Q 0 -60 60 -10 Q 20 20 -40 10 Z" fill="#fff" opacity="0.25"/>${n.includes('chilli') ? Array.from({ length: 20 }, () => circle((ctx.rnd() - 0.5) * 180, (ctx.rnd() - 0.5) * 180, 3, '#8c1a12')).join('') : ''}${n.includes('ranch') || n.includes('aioli') ? Array.from({ length: 14 }, () => circle((ctx.rnd() - 0.5) * 180, (ctx.rnd() - 0.5) * 180, 2.5, '#4c7a2a')).join('') : ''}`;
}

function lavaCakes(ctx: Ctx): string {
  const cake = (x: number) =>
    `${place(x, 0, 1, `<ellipse cy="60" rx="96" ry="26" fill="#f4efe4"/><path d="M-70 50 L -62 -40 Q 0 -80 62 -40 L 70 50 Q 0 70 -70 50 Z" fill="#3b1d10"/><path d="M-62 -40 Q 0 -80 62 -40 Q 0 -10 -62 -40 Z" fill="#5a2c17"/><path d="M-10 -50 Q 0 0 20 40 Q 40 60 60 56" stroke="#2a1208" stroke-width="14" fill="none" stroke-linecap="round"/>${Array.from({ length: 14 }, () => circle((ctx.rnd() - 0.5) * 100, -40 - ctx.rnd() * 20, 2, '#fff', 'opacity="0.85"')).join('')}`)}`;
  return cake(-100) + cake(110);
}

function donutBites(ctx: Ctx): string {
  let out = plate(ctx);
  for (let i = 0; i < 11; i++) {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = ctx.rnd() * 120;
    out += `${circle(Math.cos(a) * rr, Math.sin(a) * rr, 30, '#d98a3c')}${circle(Math.cos(a) * rr - 8, Math.sin(a) * rr - 8, 12, '#f0b866', 'opacity="0.8"')}`;
    for (let k = 0; k < 6; k++)
      out += circle(
        Math.cos(a) * rr + (ctx.rnd() - 0.5) * 44,
        Math.sin(a) * rr + (ctx.rnd() - 0.5) * 44,
        1.8,
        '#7a3b10',
      );
  }
  return out;
}

function cookiePizza(ctx: Ctx): string {
  let out = circle(
    0,
    0,
    200,
    radial(ctx, [
      [0.85, '#e2a85a'],
      [1, '#b9762f'],
    ]),
  );
  for (let i = 0; i < 40; i++) {
    const a = ctx.rnd() * Math.PI * 2;
    const rr = ctx.rnd() * 175;
    out += place(
      Math.cos(a) * rr,
      Math.sin(a) * rr,
      1,
      `<path d="M-7 5 L 0 -8 L 7 5 Z" fill="#3b1d10"/>`,
      ctx.rnd() * 360,
    );
  }
  return out;
}

function iceCreamTub(): string {
  return `<path d="M-120 -60 L 120 -60 L 100 150 L -100 150 Z" fill="#f7f1e3"/><path d="M-120 -60 L 120 -60 L 116 -20 L -116 -20 Z" fill="#b3121f"/><text x="0" y="70" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-style="italic" fill="#b3121f">Vanilla</text><path d="M-110 -60 Q -80 -150 0 -140 Q 90 -150 110 -60 Z" fill="#fbf3d6"/><circle cx="-40" cy="-110" r="5" fill="#3b2a1a"/><circle cx="30" cy="-100" r="4" fill="#3b2a1a"/>`;
}

function churros(ctx: Ctx): string {
  let out = `${circle(120, 80, 62, '#4a220f')}${circle(120, 80, 50, '#5c2c15')}`;
  for (let i = 0; i < 5; i++) {
    out += place(
      -60 + i * 14,
      -20 + i * 22,
      1,
      `<rect x="-150" y="-16" width="300" height="32" rx="16" fill="#d08a3c"/><path d="M-146 -6 L 146 -6 M -146 6 L 146 6" stroke="#a8611f" stroke-width="3"/>${Array.from({ length: 16 }, () => circle((ctx.rnd() - 0.5) * 280, (ctx.rnd() - 0.5) * 24, 1.6, '#fff4e0', 'opacity="0.9"')).join('')}`,
      -25,
    );
  }
  return out;
}

function brownie(ctx: Ctx): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    out += place(
      -90 + i * 190,
      i ? 20 : -20,
      1,
      `<rect x="-90" y="-70" width="180" height="140" rx="10" fill="#3a1c0e"/><rect x="-90" y="-70" width="180" height="30" rx="10" fill="#5a2e17"/>${Array.from({ length: 8 }, () => circle((ctx.rnd() - 0.5) * 150, (ctx.rnd() - 0.5) * 110, 6, '#c8965a')).join('')}`,
      i ? 8 : -6,
    );
  }
  return out;
}

// ---- drinks ----

function drinkColours(name: string): { liquid: string; label: string; text: string; word: string } {
  const n = name.toLowerCase();
  if (n.includes('no sugar')) return { liquid: '#2a140b', label: '#111111', text: '#e32b2b', word: 'COLA' };
  if (n.includes('cola')) return { liquid: '#2a140b', label: '#d21f26', text: '#ffffff', word: 'COLA' };
  if (n.includes('lemonade')) return { liquid: '#e9f4d8', label: '#2f9e44', text: '#ffffff', word: 'LEMONADE' };
  if (n.includes('orange')) return { liquid: '#f59a1b', label: '#ff7a00', text: '#ffffff', word: 'ORANGE' };
  if (n.includes('squash')) return { liquid: '#f6e05e', label: '#f2c40f', text: '#5a3d00', word: 'SQUASH' };
  if (n.includes('water')) return { liquid: '#dff1fb', label: '#2a7fc1', text: '#ffffff', word: 'SPRING' };
  if (n.includes('tea')) return { liquid: '#b8651e', label: '#f2c94c', text: '#5a2d00', word: 'ICED TEA' };
  return { liquid: '#c14d1e', label: '#333', text: '#fff', word: 'DRINK' };
}

function bottle(name: string, large: boolean): string {
  const c = drinkColours(name);
  const h = large ? 380 : 300;
  const w = large ? 120 : 96;
  const top = -h / 2;
  return `<path d="M${-w / 6} ${top} L ${w / 6} ${top} L ${w / 6} ${top + 40} Q ${w / 2} ${top + 90} ${w / 2} ${top + 140} L ${w / 2} ${h / 2 - 14} Q ${w / 2} ${h / 2} ${w / 2 - 14} ${h / 2} L ${-w / 2 + 14} ${h / 2} Q ${-w / 2} ${h / 2} ${-w / 2} ${h / 2 - 14} L ${-w / 2} ${top + 140} Q ${-w / 2} ${top + 90} ${-w / 6} ${top + 40} Z" fill="${c.liquid}" opacity="0.95"/><rect x="${-w / 6 - 3}" y="${top - 16}" width="${w / 3 + 6}" height="22" rx="4" fill="${c.label}"/><rect x="${-w / 2}" y="${top + 160}" width="${w}" height="${large ? 100 : 84}" fill="${c.label}"/><text x="0" y="${top + 160 + (large ? 60 : 52)}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${large ? 20 : 16}" fill="${c.text}">${c.word}</text><rect x="${-w / 2 + 10}" y="${top + 110}" width="10" height="${h - 140}" rx="5" fill="#fff" opacity="0.25"/>`;
}

function can(label: string, colour: string, text: string): string {
  return `<rect x="-62" y="-120" width="124" height="240" rx="16" fill="${colour}"/><rect x="-56" y="-130" width="112" height="18" rx="8" fill="#c9cdd1"/><rect x="-56" y="112" width="112" height="14" rx="6" fill="#aeb3b8"/><text x="0" y="8" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="22" fill="${text}">${label}</text><rect x="-48" y="-100" width="12" height="200" rx="6" fill="#fff" opacity="0.25"/>`;
}

function wineBottle(red: boolean): string {
  return `<path d="M-16 -200 L 16 -200 L 16 -110 Q 60 -80 60 -30 L 60 180 Q 60 196 44 196 L -44 196 Q -60 196 -60 180 L -60 -30 Q -60 -80 -16 -110 Z" fill="${red ? '#3d0b14' : '#8fa85a'}"/><rect x="-18" y="-214" width="36" height="30" rx="3" fill="${red ? '#6b1020' : '#d4b85c'}"/><rect x="-50" y="20" width="100" height="110" rx="6" fill="#f6efe0"/><text x="0" y="70" text-anchor="middle" font-family="Georgia, serif" font-size="18" font-style="italic" fill="#3b2a1a">${red ? 'Shiraz' : 'Sauvignon'}</text><text x="0" y="96" text-anchor="middle" font-family="Georgia, serif" font-size="12" fill="#3b2a1a">${red ? 'Barossa' : 'Blanc'}</text><rect x="-50" y="-60" width="10" height="220" rx="5" fill="#fff" opacity="0.18"/>`;
}

// ---- compose ----

type Kind =
  | { kind: 'pizza' }
  | { kind: 'half' }
  | { kind: 'schnitzza' }
  | {
      kind: 'art';
      draw: (ctx: Ctx) => string;
      tone: 'wood' | 'slate' | 'cream';
      scale?: number;
      shadow?: [number, number];
    };

function itemArt(product: ArtProduct, ctx: Ctx): (ctx: Ctx) => string {
  const n = product.slug;
  const name = product.name;
  switch (product.productType) {
    case 'Wings':
      return (c) => wingsPlate(c, name, /12pc/.test(n) ? 9 : 6);
    case 'WingsStreet':
      if (n.includes('fries')) return (c) => fries(c);
      if (n.includes('tenders')) return (c) => nuggets(c, true, 5);
      if (n.includes('bucket')) return (c) => wingsPlate(c, 'buffalo', 9);
      return (c) => nuggets(c, false, 8);
    case 'Drinks':
      return () => bottle(name, /1-25l/.test(n));
    case 'Alcohol':
      if (n.includes('shiraz')) return () => wineBottle(true);
      if (n.includes('sauvignon')) return () => wineBottle(false);
      if (n.includes('cider')) return () => can('CIDER', '#2f8f3a', '#fff');
      if (n.includes('pale-ale')) return () => can('PALE ALE', '#e0a21b', '#3b1d00');
      if (n.includes('6-x'))
        return () =>
          `${place(-70, 0, 0.9, can('LAGER', '#1e4f86', '#fff'))}${place(70, 0, 0.9, can('LAGER', '#1e4f86', '#fff'))}`;
      return () =>
        `${place(-70, 0, 0.9, can('MID', '#4d7bb8', '#fff'))}${place(70, 0, 0.9, can('MID', '#4d7bb8', '#fff'))}`;
    case 'Desserts':
      if (n.includes('lava')) return (c) => lavaCakes(c);
      if (n.includes('donut')) return (c) => donutBites(c);
      if (n.includes('cookie')) return (c) => cookiePizza(c);
      if (n.includes('ice-cream')) return () => iceCreamTub();
      if (n.includes('churros')) return (c) => churros(c);
      return (c) => brownie(c);
    case 'Main':
      if (n.includes('mac')) return (c) => bake(c, 'mac');
      return (c) => pasta(c, n.includes('creamy'));
    case 'Meatballs':
      return (c) => bake(c, n.includes('cheesy') ? 'meatball' : 'napoli');
    case 'StockItemExtended':
      return (c) => dip(c, name);
    default:
      if (n.includes('cheesy-garlic')) return (c) => garlicBread(c, true);
      if (n.includes('garlic-bread')) return (c) => garlicBread(c, false);
      if (n.includes('loaded')) return (c) => wedges(c, true);
      if (n.includes('wedges')) return (c) => wedges(c, false);
      if (n.includes('mozzarella')) return (c) => breadSticks(c, true);
      if (n.includes('bread-sticks')) return (c) => breadSticks(c, false);
      if (n.includes('salad')) return (c) => salad(c);
      if (n.includes('popcorn')) return (c) => nuggets(c, false, 14);
      return () => plate(ctx);
  }
}

function kindOf(product: ArtProduct): Kind {
  if (product.productType === 'HalfnHalf') return { kind: 'half' };
  if (product.productType === 'Pizzas' && product.taxonomy.includes('schnitzza')) return { kind: 'schnitzza' };
  if (product.productType === 'Pizzas') return { kind: 'pizza' };
  return { kind: 'art', draw: () => '', tone: 'wood' };
}

const TALL = new Set(['Drinks', 'Alcohol']);
/** Products served on a round plate or bowl (their shadow is round). */
const ROUND = /wedges|sticks|salad|popcorn|donut|cookie|bites|tenders|bucket/;

/** One product drawn at a position and scale (used alone and in meals). */
function drawItem(
  product: ArtProduct,
  all: Map<number, ArtProduct>,
  ctx: Ctx,
  x: number,
  y: number,
  scale: number,
): string {
  const kind = kindOf(product);
  const tall = TALL.has(product.productType);
  const round =
    kind.kind !== 'art' || /Wings|Main|StockItemExtended/.test(product.productType) || ROUND.test(product.slug);
  const sh = tall
    ? shadow(x, y + 185 * scale, 70 * scale, 16 * scale, 0.4)
    : product.productType === 'StockItemExtended'
      ? shadow(x + 6 * scale, y + 20 * scale, 160 * scale, 155 * scale, 0.25)
      : round
        ? shadow(x + 8 * scale, y + 14 * scale, 205 * scale, 195 * scale, 0.45)
        : shadow(x + 4 * scale, y + 80 * scale, 180 * scale, 30 * scale, 0.28);
  if (kind.kind === 'pizza') return sh + place(x, y, scale, roundPizza(ctx, product.ingredients));
  if (kind.kind === 'half') {
    const [a, b] = (product.mealSlots ?? []).map((s) => all.get(s.defaultProductId));
    return sh + place(x, y, scale, roundPizza(ctx, [], [a?.ingredients ?? [], b?.ingredients ?? []]));
  }
  if (kind.kind === 'schnitzza')
    return (
      shadow(x + 8 * scale, y + 14 * scale, 220 * scale, 130 * scale, 0.45) +
      place(x, y, scale, schnitzza(ctx, product.ingredients))
    );
  return sh + place(x, y, scale, itemArt(product, ctx)(ctx));
}

function mealScene(product: ArtProduct, all: Map<number, ArtProduct>, ctx: Ctx): string {
  const items = (product.mealSlots ?? []).map((s) => ({ slot: s, product: all.get(s.defaultProductId) }));
  const pizzas = items.filter(
    (i) => i.product && (i.product.productType === 'Pizzas' || i.product.productType === 'HalfnHalf'),
  );
  const drinks = items.filter((i) => i.product && TALL.has(i.product.productType));
  const others = items.filter((i) => i.product && !pizzas.includes(i) && !drinks.includes(i));
  const twoPizzas = pizzas.some((p) => /pizzas/i.test(p.slot.name)) || pizzas.length > 1;
  let out = '';
  const first = pizzas[0]?.product;
  if (first) {
    if (twoPizzas) {
      out += drawItem(pizzas[1]?.product ?? first, all, ctx, 210, 150, 0.62);
      out += drawItem(first, all, ctx, 280, 300, 0.66);
    } else {
      out += drawItem(first, all, ctx, 250, 250, 0.82);
    }
  }
  const side = others[0]?.product;
  if (side) out += drawItem(side, all, ctx, first ? 500 : 260, first ? 360 : 250, first ? 0.42 : 0.8);
  const drink = drinks[0]?.product;
  if (drink) out += drawItem(drink, all, ctx, first ? 545 : 420, first ? 180 : 240, first ? 0.62 : 0.8);
  return out;
}

/** The finished SVG document for a product. */
export function productArtSvg(product: ArtProduct, all: Map<number, ArtProduct>): string {
  const ctx: Ctx = { rnd: random(product.slug), ids: new Ids(), defs: [] };
  const tall = TALL.has(product.productType);
  const tone = tall
    ? 'slate'
    : product.productType === 'Desserts' || product.productType === 'StockItemExtended'
      ? 'cream'
      : 'wood';
  const bg = background(ctx, product.productType === 'Meals' || product.productType === 'Deals' ? 'wood' : tone);
  let body: string;
  if (product.productType === 'Meals' || product.productType === 'Deals' || product.productType === 'Coupons') {
    body = mealScene(product, all, ctx);
  } else if (tall) {
    body = drawItem(product, all, ctx, 320, 230, 0.95);
  } else {
    body = drawItem(product, all, ctx, 320, 240, 1.0);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}"><defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter><filter id="melt"><feGaussianBlur stdDeviation="5" result="b"/><feColorMatrix in="b" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 20 -9"/></filter>${ctx.defs.join('')}</defs>${bg}${body}</svg>`;
}

/** Artwork named by an upsell's images (a poster, a pairing) from the products it shows. */
export const UPSELL_ART: Record<string, string[]> = {
  'poster-choc-lava-cake': ['choc-lava-cake-2pk'],
  'upsell-garlic-bread': ['garlic-bread'],
  'upsell-drinks': ['cola-no-sugar-1-25l'],
  'upsell-dips': ['ranch-dip'],
  'upsell-desserts': ['choc-lava-cake-2pk'],
  'upsell-cola-upgrade': ['cola-1-25l'],
  'upsell-crust-dips': ['garlic-aioli-dip'],
};

/** A neutral plate for products without artwork (the app's image fallback). */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#f8ecd9"/><circle cx="320" cy="240" r="150" fill="#fff" stroke="#e5d5bd" stroke-width="8"/><path d="M320 150 L 390 300 L 250 300 Z" fill="#e5d5bd"/><circle cx="305" cy="245" r="12" fill="#f8ecd9"/><circle cx="338" cy="275" r="10" fill="#f8ecd9"/></svg>`;
}
