// Catalog pictures drawn on the fly as small flat SVG illustrations (there is no internet): each
// product kind has its own drawing (a kite, a tent, a phone, a shirt...), shop logos are an emblem
// of what the shop sells on a pattern of its own colour, banners show the shop's goods. No picture
// carries text. The same file name always gives the same picture.

export const CATALOG_IMAGE_PREFIX = '/uploads/catalog/';

/**
 * The widths a catalog picture is also served at (`?w=160`), for the storefront's `srcset`: a
 * picture shown small (a product card, a cart line) takes the smallest that covers its slot. The
 * full drawing is 400 px wide (banners 750). Any other `w` gets the full drawing.
 */
export const CATALOG_IMAGE_WIDTHS = [160, 320] as const;

/** Below this width a product or category picture is drawn plain (flat backdrop, no shadow). */
const PLAIN_BELOW = 240;

export function catalogImageUrl(
  kind: 'product' | 'shop' | 'banner' | 'category',
  id: string | number,
  variant = 0,
): string {
  return `${CATALOG_IMAGE_PREFIX}${kind}-${id}${variant ? `-${variant}` : ''}.svg`;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A drawing in a 100 x 100 box; `c` is the item's main colour. Outlines come from the group. */
type Art = (c: string) => string;

const INK = '#2d2a32';
const r = (x: number, y: number, w: number, h: number, rx: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const p = (d: string, fill = 'none', extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const o = (cx: number, cy: number, radius: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"/>`;
const tee = (c: string) => p('M34 16 12 28l8 16 10-5v45h40V39l10 5 8-16-22-12q-16 12-32 0z', c);
const trousers = (c: string) => p('M26 12h48l6 78H58L50 36l-8 54H20z', c) + p('M26 20h48');

/** One drawing per product kind, by the art key of catalog-data.ts. */
export const ARTS: Record<string, Art> = {
  laptop: (c) =>
    r(18, 22, 64, 42, 3, c) + r(23, 27, 54, 32, 1, '#dff3ff') + p('M8 68h84l-6 8H14z', '#d7d9e0'),
  keyboard: (c) => {
    let keys = r(8, 32, 84, 38, 5, c);
    for (let row = 0; row < 3; row += 1)
      for (let key = 0; key < 8; key += 1)
        keys += `<rect x="${14 + key * 9.5}" y="${37 + row * 8}" width="7" height="5.5" rx="1" fill="#fff" stroke-width="1"/>`;
    return keys + r(30, 61, 40, 5, 1, '#fff');
  },
  mouse: (c) => r(32, 16, 36, 66, 18, c) + p('M50 16v22M32 38h36') + r(47, 22, 6, 10, 3, INK),
  monitor: (c) =>
    r(10, 16, 80, 50, 3, c) + r(15, 21, 70, 40, 1, '#dff3ff') + p('M50 66v12M32 82h36'),
  headset: (c) =>
    p('M24 56V48a26 26 0 0 1 52 0v8', 'none', ' stroke-width="6"') +
    r(14, 50, 18, 30, 7, c) +
    r(68, 50, 18, 30, 7, c),
  router: (c) =>
    r(12, 50, 76, 26, 5, c) +
    p('M28 50 22 18M72 50l6-32') +
    o(28, 63, 3, '#7cfc9a') +
    o(40, 63, 3, '#7cfc9a') +
    o(52, 63, 3, '#ffd166'),
  kettle: (c) =>
    p('M28 78 32 36h36l4 42z', c) +
    p('M36 36q14-12 28 0', '#ddd') +
    p('M71 44q16 4 6 28l-5 1') +
    p('M30 52 14 38') +
    r(24, 78, 52, 7, 2, '#555'),
  lamp: (c) => r(28, 80, 44, 7, 3, c) + p('M50 80 38 52l24-22') + p('M52 26 76 12l12 26z', c),
  fan: (c) =>
    o(50, 40, 30, '#fff') +
    [0, 120, 240]
      .map(
        (angle) =>
          `<ellipse cx="50" cy="26" rx="8" ry="14" fill="${c}" transform="rotate(${angle} 50 40)"/>`,
      )
      .join('') +
    o(50, 40, 5, '#555') +
    p('M50 70v12M32 86h36'),
  blender: (c) =>
    p('M30 16h40l-6 48H36z', '#e6f4ff') +
    p('M33 38h34l-3 26H36z', c) +
    r(30, 64, 40, 22, 4, '#555'),
  dryer: (c) =>
    r(16, 24, 56, 28, 14, c) + r(72, 28, 14, 20, 3, '#555') + p('M34 52 40 86h12l-4-34', c),
  powerbank: (c) => r(30, 12, 40, 76, 8, c) + p('M54 30 44 50h12L46 70', 'none', ' stroke="#fff"'),
  tent: (c) => p('M8 82 50 18l42 64z', c) + p('M50 18 38 82h24z', INK) + p('M2 82h96'),
  backpack: (c) =>
    r(24, 22, 52, 64, 14, c) +
    p('M36 22q14-16 28 0') +
    r(32, 56, 36, 20, 5, 'rgba(255,255,255,.45)'),
  boot: (c) =>
    p('M30 14h24v42l30 14v10H18V66l12-10z', c) +
    p('M34 26h16M34 36h16M34 46h16') +
    r(16, 78, 70, 8, 3, '#444'),
  bottle: (c) => r(37, 10, 26, 12, 3, '#555') + r(32, 22, 36, 66, 10, c) + p('M32 44h36'),
  compass: (c) =>
    o(50, 52, 34, c) +
    o(50, 52, 25, '#fff') +
    p('M50 31l6 21-6 21-6-21z', '#e5484d') +
    o(50, 14, 4, 'none'),
  lantern: (c) =>
    p('M40 16h20M50 8v8') +
    r(34, 20, 32, 10, 3, c) +
    r(36, 30, 28, 42, 6, '#ffe38a') +
    r(32, 72, 36, 12, 3, c),
  pot: (c) =>
    p('M18 42h64v28a12 12 0 0 1-12 12H30a12 12 0 0 1-12-12z', c) +
    p('M10 48h8M82 48h8') +
    p('M20 42q30-18 60 0z', '#ccc') +
    o(50, 30, 3, INK),
  towels: (c) => r(16, 60, 68, 22, 6, c) + r(20, 40, 60, 20, 6, '#fff') + r(24, 20, 52, 20, 6, c),
  clock: (c) => o(50, 50, 38, c) + o(50, 50, 30, '#fff') + p('M50 28v22l15 9'),
  cushion: (c) =>
    p('M14 20q36 10 72 0q-10 30 0 60q-36-10-72 0q10-30 0-60z', c) + o(50, 50, 4, '#fff'),
  frame: (c) =>
    r(18, 14, 64, 72, 3, c) +
    r(26, 22, 48, 56, 1, '#dff3ff') +
    p('M26 70l14-16 10 10 8-8 16 14v8H26z', '#7cc47f') +
    o(62, 36, 5, '#ffd166'),
  candle: (c) =>
    r(32, 40, 36, 46, 5, c) + p('M50 40v-8') + p('M50 12q9 11 0 20q-9-9 0-20z', '#ffb703'),
  mat: (c) => r(12, 42, 62, 30, 4, c) + o(74, 57, 16, c) + o(74, 57, 7, '#fff'),
  thermometer: (c) =>
    r(43, 10, 14, 60, 7, '#fff') +
    p('M50 66V32', 'none', ` stroke="${c}" stroke-width="6"`) +
    o(50, 76, 12, c),
  toothbrush: (c) =>
    r(45, 32, 11, 58, 5, c) + r(43, 8, 15, 26, 4, '#fff') + p('M43 14h-5M43 21h-5M43 28h-5'),
  vitamins: (c) =>
    r(34, 12, 32, 14, 3, '#fff') +
    r(28, 26, 44, 62, 8, c) +
    r(28, 44, 44, 26, 1, '#fff') +
    p('M42 57h16M50 49v16', 'none', ' stroke="#e5484d" stroke-width="4"'),
  dumbbell: (c) =>
    p('M30 50h40', 'none', ' stroke-width="7"') + r(12, 32, 18, 36, 4, c) + r(70, 32, 18, 36, 4, c),
  firstaid: (c) =>
    p('M38 30v-8h24v8') +
    r(12, 30, 76, 54, 6, '#fff') +
    p('M50 43v28M36 57h28', 'none', ` stroke="${c}" stroke-width="9" stroke-linecap="butt"`),
  tshirt: tee,
  shirt: (c) =>
    p('M34 14 14 24l-6 52h12l8-36v48h44V40l8 36h12l-6-52-20-10z', c) +
    p('M34 14l16 14 16-14M50 28v60') +
    o(54, 42, 1.6, INK) +
    o(54, 56, 1.6, INK) +
    o(54, 70, 1.6, INK),
  hoodie: (c) =>
    p('M30 24 12 34 8 80h12l8-30v38h44V50l8 30h12l-4-46-18-10z', c) +
    p('M32 24q18-26 36 0q-18 16-36 0z', c) +
    p('M44 38v12M56 38v12') +
    r(36, 64, 28, 12, 3, 'none'),
  trousers,
  shorts: (c) => p('M22 22h56l6 48H56l-6-26-6 26H16z', c) + p('M22 30h56'),
  sneaker: (c) =>
    p('M12 70q0-24 16-32l14 8q14 6 32 8q14 4 14 16v4H12z', c) +
    r(10, 72, 80, 9, 3, '#fff') +
    p('M40 50l6-6M48 54l6-6'),
  dress: (c) => p('M38 10h24l-2 24 24 56H16l24-56z', c) + p('M40 34h20') + p('M50 10v6'),
  skirt: (c) =>
    p('M32 22h36l18 60H14z', c) + p('M32 22h36v9H32zM42 31l-10 51M50 31v51M58 31l10 51'),
  handbag: (c) =>
    p('M36 42v-10a14 14 0 0 1 28 0v10') +
    p('M16 42h68l-6 44H22z', c) +
    r(44, 52, 12, 9, 2, '#ffd166'),
  jeans: (c) =>
    trousers(c) +
    p('M36 24q-2 10 6 12M64 24q2 10-6 12', 'none', ' stroke="#ffd166" stroke-width="1.5"'),
  ankleboot: (c) => p('M34 12h22v44l28 14v12H48l-4-8v8H30z', c) + r(28, 82, 12, 6, 1, INK),
  knit: (c) => tee(c) + p('M30 56h40M30 64h40M30 72h40', 'none', ' stroke-width="1.5"'),
  scarf: (c) =>
    p('M16 18h68v44q-34 24-68 0z', c) +
    o(34, 34, 5, '#fff') +
    o(66, 34, 5, '#fff') +
    o(50, 50, 5, '#fff'),
  coffee: (c) =>
    p('M28 22h44l6 66H22z', c) +
    p('M28 22l4-9h36l4 9') +
    `<ellipse cx="50" cy="56" rx="11" ry="15" fill="#6b3e26"/>` +
    p('M50 41q-7 15 0 30'),
  honey: (c) =>
    r(30, 14, 40, 14, 3, c) +
    r(24, 28, 52, 60, 12, '#f4a62a') +
    r(32, 46, 36, 22, 3, '#fff') +
    o(50, 57, 5, c),
  chocolate: (c) =>
    r(22, 12, 56, 76, 4, '#5a3320') +
    p('M22 30h56M50 12v38', 'none', ' stroke="#3b2114"') +
    r(22, 50, 56, 38, 2, c),
  oil: (c) =>
    r(44, 8, 12, 12, 2, '#555') +
    p('M44 20h12v14q12 6 12 20v34H32V54q0-14 12-20z', c) +
    r(36, 58, 28, 18, 2, '#fff') +
    o(50, 67, 4, '#7cc47f'),
  tea: (c) =>
    p('M18 40h54v14a27 27 0 0 1-54 0z', c) +
    p('M72 46q16 0 10 15q-4 8-14 6') +
    p('M38 30q-5-8 2-15M54 30q-5-8 2-15') +
    p('M12 86h68'),
  noodles: (c) =>
    p('M12 48h76a38 32 0 0 1-76 0z', c) +
    p('M26 48q5-14 11 0q5-14 11 0q5-14 11 0q5-14 11 0') +
    p('M62 12 42 46M74 14 50 46'),
  phone: (c) =>
    r(29, 8, 42, 84, 8, INK) + r(33, 16, 34, 66, 3, c) + p('M45 12h10', 'none', ' stroke="#888"'),
  phonecase: (c) =>
    r(28, 8, 44, 84, 10, c) +
    r(33, 14, 20, 20, 6, INK) +
    o(39, 20, 3, '#888') +
    o(47, 28, 3, '#888'),
  earbuds: (c) =>
    r(24, 48, 52, 38, 16, '#fff') +
    p('M24 62h52') +
    o(36, 26, 9, c) +
    p('M36 35v9', 'none', ' stroke-width="4"') +
    o(64, 26, 9, c) +
    p('M64 35v9', 'none', ' stroke-width="4"'),
  watch: (c) =>
    r(38, 6, 24, 88, 6, c) +
    r(27, 28, 46, 44, 11, INK) +
    p('M50 38v12l8 6', 'none', ' stroke="#7cfc9a"'),
  charger: (c) =>
    p('M40 32V16M60 32V16', 'none', ' stroke-width="5"') +
    r(26, 30, 48, 46, 9, '#fff') +
    p('M54 40 44 54h12L46 68', 'none', ` stroke="${c}" stroke-width="4"`),
  kite: (c) =>
    p('M50 6 80 38 50 76 20 38z', c) +
    p('M50 6v70M20 38h60') +
    p('M50 76q-10 6 0 12t0 10') +
    p('M44 84l6-2 6 2-6 3z', '#ffd166'),
  bear: (c) =>
    `<ellipse cx="50" cy="78" rx="26" ry="16" fill="${c}"/>` +
    o(30, 24, 10, c) +
    o(70, 24, 10, c) +
    o(50, 44, 24, c) +
    `<ellipse cx="50" cy="52" rx="9" ry="7" fill="#fff"/>` +
    o(41, 39, 2.5, INK) +
    o(59, 39, 2.5, INK) +
    o(50, 50, 2.5, INK),
  blocks: (c) =>
    r(12, 58, 38, 26, 2, c) +
    r(50, 58, 38, 26, 2, '#ffd166') +
    r(31, 32, 38, 26, 2, '#4cc9f0') +
    [40, 60, 21, 79]
      .map((x, i) => r(x - 5, i < 2 ? 25 : 51, 10, 7, 2, i < 2 ? '#4cc9f0' : c))
      .join(''),
  car: (c) =>
    p('M70 36V16') +
    p('M12 66V52l12-4 10-14h30l12 14h12v18z', c) +
    p('M38 38h22v10H34z', '#dff3ff') +
    o(30, 68, 9, INK) +
    o(72, 68, 9, INK),
  robot: (c) =>
    p('M50 24V12') +
    o(50, 10, 4, '#e5484d') +
    r(28, 24, 44, 32, 6, c) +
    o(41, 40, 5, '#fff') +
    o(59, 40, 5, '#fff') +
    r(34, 58, 32, 28, 4, c) +
    p('M34 66H20M66 66h14'),
  cube: () => {
    const colours = ['#e5484d', '#ffd166', '#4cc9f0', '#7cc47f', '#fff', '#f4a62a'];
    let cells = r(20, 20, 60, 60, 6, INK);
    for (let i = 0; i < 9; i += 1)
      cells += `<rect x="${24 + (i % 3) * 18.5}" y="${24 + Math.floor(i / 3) * 18.5}" width="15" height="15" rx="2" fill="${colours[(i * 7) % 6]}" stroke="none"/>`;
    return cells;
  },
  bag: (c) => p('M20 34h60l-4 52H24z', c) + p('M38 42V30a12 12 0 0 1 24 0v12'),
};

const PALETTE = [
  '#e5484d',
  '#f76b15',
  '#ffb224',
  '#46a758',
  '#12a594',
  '#0090ff',
  '#3e63dd',
  '#8e4ec6',
  '#d6409f',
  '#ad7f58',
];

function colourOf(seed: number): string {
  return PALETTE[seed % PALETTE.length] ?? '#0090ff';
}

const outline = `stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"`;

/** A drawing placed in a box: x, y, size in the picture's pixels; mirrored when flip is set. */
function place(art: string, x: number, y: number, size: number, flip = false): string {
  const scale = size / 100;
  const transform = flip
    ? `translate(${x + size} ${y}) scale(${-scale} ${scale})`
    : `translate(${x} ${y}) scale(${scale})`;
  return `<g transform="${transform}" ${outline}>${art}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function backdrop(width: number, height: number, hue: number, plain = false): string {
  // Small, the gradient and its definitions are bytes no one sees: one flat colour between its two.
  if (plain) return `<rect width="${width}" height="${height}" fill="hsl(${hue},57%,91%)"/>`;
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,96%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue},55%,86%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`
  );
}

export interface DrawSubject {
  /** Art key of the product (or the shop's / category's emblem). */
  art: string;
  /** Up to three art keys a banner shows. */
  arts?: readonly string[];
}

/**
 * An SVG picture for a catalog image file name such as "product-12-1.svg"; null if malformed.
 * With `width` (one of `CATALOG_IMAGE_WIDTHS`) the picture is that wide, and a product or category
 * picture below 240 px is drawn plain: the same item on a flat backdrop, without the shadow.
 */
export function drawCatalogImage(
  fileName: string,
  subject: DrawSubject,
  width?: number,
): string | null {
  const sized = (picture: string | null) =>
    picture === null || width === undefined ? picture : atWidth(picture, width);
  const plain = width !== undefined && width < PLAIN_BELOW;
  const match = /^(product|shop|banner|category)-([a-z0-9_]+)(?:-(\d))?\.svg$/.exec(fileName);
  if (!match) return null;
  const kind = match[1];
  const id = match[2] ?? '';
  const variant = Number(match[3] ?? 0);
  const seed = hash(`${kind}-${id}`);
  const art = ARTS[subject.art] ?? ARTS.bag;
  if (!art) return null;
  const colour = colourOf(seed);
  const hue = (seed >>> 8) % 360;

  if (kind === 'banner') {
    return sized(drawBanner(subject, art, seed, hue));
  }
  if (kind === 'shop') return sized(drawShopLogo(art, colour, hue));
  if (kind === 'category') {
    return sized(svg(400, 400, backdrop(400, 400, hue, plain) + place(art(colour), 70, 70, 260)));
  }

  // Product: 0 the whole item, 1 the same item mirrored on another backdrop, 2 a close-up.
  const shadow = plain
    ? ''
    : `<ellipse cx="200" cy="350" rx="130" ry="16" fill="rgba(0,0,0,.08)"/>`;
  const picture =
    variant === 2
      ? place(art(colour), -60, -40, 520)
      : variant === 1
        ? shadow + place(art(colour), 70, 60, 260, true)
        : shadow + place(art(colour), 60, 50, 280);
  return sized(
    svg(400, 400, backdrop(400, 400, variant === 1 ? (hue + 150) % 360 : hue, plain) + picture),
  );
}

/** The same drawing, `width` pixels wide (its height in proportion; the view box unchanged). */
function atWidth(picture: string, width: number): string {
  return picture.replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/,
    (_whole, w: string, h: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * Number(h)) / Number(w))}"`,
  );
}

function drawBanner(subject: DrawSubject, art: Art, seed: number, hue: number): string {
  const arts = (subject.arts?.length ? subject.arts : [subject.art]).slice(0, 3);
  const body = arts
    .map((key, index) => {
      const draw = ARTS[key] ?? art;
      const size = index === 0 ? 220 : 150;
      const x = index === 0 ? 470 : index === 1 ? 60 : 260;
      const y = index === 0 ? 50 : 110;
      return place(draw(colourOf(seed + index * 3)), x, y, size);
    })
    .join('');
  return svg(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,42%)"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#g)"/>` +
      `<circle cx="580" cy="160" r="150" fill="rgba(255,255,255,.18)"/>` +
      `<circle cx="90" cy="40" r="90" fill="rgba(255,255,255,.1)"/>` +
      `<rect x="40" y="262" width="670" height="10" rx="5" fill="rgba(255,255,255,.25)"/>` +
      body,
  );
}

/** An emblem without letters: the shop's goods on a ring of its own colour and pattern. */
function drawShopLogo(art: Art, colour: string, hue: number): string {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * 30 * Math.PI) / 180;
    const x = 200 + Math.cos(angle) * 168;
    const y = 200 + Math.sin(angle) * 168;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${index % 2 ? 8 : 12}" fill="rgba(255,255,255,.55)"/>`;
  }).join('');
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="hsl(${hue},60%,45%)"/>` +
      rays +
      `<circle cx="200" cy="200" r="140" fill="hsl(${hue},70%,95%)"/>` +
      place(art(colour), 95, 95, 210),
  );
}
