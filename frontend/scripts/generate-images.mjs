#!/usr/bin/env node
// Generates the site's own pictures (portfolio, office, life photos, video posters, service
// cards) as SVG illustrations, and the favicon/app icons as PNG/ICO, with no network and no
// third-party photos. Deterministic: the same seed always draws the same picture.
// Usage: node scripts/generate-images.mjs   (writes under public/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

function write(relative, content) {
  const file = join(PUBLIC, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 1200;
const H = 800;

const SKIES = {
  dawn: ['#f7c59f', '#fbe3c4', '#f4a261'],
  day: ['#8ec5e8', '#d9eef7', '#fff6c8'],
  golden: ['#f5a65b', '#fde2a7', '#ffd166'],
  dusk: ['#3d315b', '#c86b85', '#f6bd60'],
  autumn: ['#a9c6d9', '#eef3f0', '#fff1c1'],
  fog: ['#c9ced1', '#eceeed', '#f7f3e6'],
};

function ridge(random, baseY, amplitude) {
  const waves = [0, 1, 2].map(() => ({ f: 0.5 + random() * 2.5, p: random() * Math.PI * 2, a: amplitude * (0.3 + random() * 0.7) }));
  const points = [];
  for (let x = 0; x <= W; x += 20) {
    const y = baseY + waves.reduce((sum, w) => sum + w.a * Math.sin((x / W) * Math.PI * w.f + w.p), 0);
    points.push([x, y]);
  }
  return points;
}

const pathOf = (points) => `M0 ${H} ${points.map(([x, y]) => `L${x} ${y.toFixed(1)}`).join(' ')} L${W} ${H} Z`;

function vineRows(random, points, color) {
  const lines = [];
  const offset = random() * 30;
  for (let row = 1; row < 10; row += 1) {
    const d = points
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${(y + row * 14 + offset + Math.sin(x / 90) * 3).toFixed(1)}`)
      .join(' ');
    lines.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="6 5" opacity="0.55"/>`);
  }
  return lines.join('');
}

function tower(x, y, scale) {
  const w = 26 * scale;
  const h = 90 * scale;
  return `<g fill="#6d5a4b"><rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}"/>${[0, 1, 2, 3]
    .map((i) => `<rect x="${x - w / 2 + i * (w / 3.5)}" y="${y - h - 8 * scale}" width="${w / 6}" height="${8 * scale}"/>`)
    .join('')}<rect x="${x - w * 1.6}" y="${y - h * 0.45}" width="${w * 3.2}" height="${h * 0.45}"/></g>`;
}

function farmhouse(x, y, scale, random) {
  const w = 220 * scale;
  const h = 110 * scale;
  const wall = ['#e8c9a0', '#d9a47a', '#efd9b4'][Math.floor(random() * 3)];
  const windows = [0.15, 0.4, 0.65]
    .map((f) => `<rect x="${x + w * f}" y="${y - h * 0.7}" width="${w * 0.1}" height="${h * 0.22}" fill="#4b3b2f"/><rect x="${x + w * f}" y="${y - h * 0.35}" width="${w * 0.1}" height="${h * 0.22}" fill="#4b3b2f"/>`)
    .join('');
  const cypress = [x - 30 * scale, x + w + 25 * scale]
    .map((cx) => `<ellipse cx="${cx}" cy="${y - 70 * scale}" rx="${11 * scale}" ry="${70 * scale}" fill="#2c4a25"/>`)
    .join('');
  return `<g><polygon points="${x - 10 * scale},${y - h} ${x + w / 2},${y - h - 45 * scale} ${x + w + 10 * scale},${y - h}" fill="#a4543a"/><rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/>${windows}<rect x="${x + w * 0.86}" y="${y - h * 0.5}" width="${w * 0.09}" height="${h * 0.5}" fill="#5b3a29"/>${cypress}</g>`;
}

function stringLights(random) {
  const bulbs = [];
  for (let strand = 0; strand < 3; strand += 1) {
    const y0 = 140 + strand * 70;
    for (let x = 40; x < W; x += 45) {
      const y = y0 + 40 * Math.sin((x / W) * Math.PI);
      bulbs.push(`<circle cx="${x}" cy="${y.toFixed(1)}" r="${5 + random() * 3}" fill="#ffe49a" opacity="0.95"/>`);
    }
  }
  return bulbs.join('');
}

function table() {
  const guests = [];
  for (let i = 0; i < 9; i += 1) {
    const x = 190 + i * 95;
    guests.push(`<circle cx="${x}" cy="560" r="22" fill="#2a2530"/><rect x="${x - 26}" y="580" width="52" height="70" rx="18" fill="#2a2530"/>`);
  }
  return `${guests.join('')}<rect x="140" y="620" width="920" height="28" fill="#f4efe2"/><rect x="160" y="648" width="12" height="90" fill="#3b2f2a"/><rect x="1028" y="648" width="12" height="90" fill="#3b2f2a"/>${[260, 420, 600, 780, 950]
    .map((x) => `<rect x="${x}" y="590" width="6" height="30" fill="#fff4c2"/><circle cx="${x + 3}" cy="586" r="6" fill="#ffb703"/>`)
    .join('')}`;
}

function aerial(random) {
  const tiles = [];
  const greens = ['#5f7f3b', '#7c9a4a', '#4f6b33', '#9aa85a', '#b5a05a', '#6f8c3f'];
  for (let gx = 0; gx < 6; gx += 1) {
    for (let gy = 0; gy < 4; gy += 1) {
      const x = gx * 200 + random() * 10;
      const y = gy * 200 + random() * 10;
      const angle = Math.floor(random() * 4) * 45;
      const fill = greens[Math.floor(random() * greens.length)];
      const rows = Array.from({ length: 14 }, (_, r) => `<line x1="${x}" y1="${y + r * 14}" x2="${x + 200}" y2="${y + r * 14}" stroke="#2f4a23" stroke-width="3" opacity="0.45"/>`).join('');
      tiles.push(`<g transform="rotate(${angle} ${x + 100} ${y + 100})"><rect x="${x}" y="${y}" width="200" height="200" fill="${fill}"/>${rows}</g>`);
    }
  }
  const road = `<path d="M-20 ${300 + random() * 200} C 300 ${200 + random() * 300}, 800 ${300 + random() * 300}, 1220 ${200 + random() * 300}" stroke="#d9cbb0" stroke-width="22" fill="none"/>`;
  const hx = 400 + random() * 400;
  const hy = 250 + random() * 250;
  const house = `<rect x="${hx}" y="${hy}" width="150" height="90" fill="#b65a3c"/><line x1="${hx}" y1="${hy + 45}" x2="${hx + 150}" y2="${hy + 45}" stroke="#8c3f28" stroke-width="4"/><rect x="${hx + 170}" y="${hy + 10}" width="70" height="40" fill="#6fb3d2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#6f8c3f"/>${tiles.join('')}${road}${house}</svg>`;
}

function office() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#efe6d6"/><rect y="600" width="${W}" height="200" fill="#9c6b43"/><rect x="120" y="110" width="440" height="330" fill="#9fd0ea" stroke="#f8f4ec" stroke-width="16"/><path d="M128 360 Q250 260 360 330 T552 300 V432 H128Z" fill="#5a7d3a"/><path d="M128 400 Q260 340 400 390 T552 380 V432 H128Z" fill="#3b5a2a"/><circle cx="470" cy="190" r="34" fill="#ffd166"/><line x1="340" y1="110" x2="340" y2="440" stroke="#f8f4ec" stroke-width="10"/><rect x="700" y="120" width="360" height="420" fill="#7a5235"/>${[0, 1, 2, 3]
    .map((s) => `<rect x="715" y="${150 + s * 100}" width="330" height="8" fill="#5b3a29"/>${Array.from({ length: 9 }, (_, b) => `<rect x="${725 + b * 35}" y="${92 + s * 100}" width="26" height="58" fill="${['#6b2737', '#2f4a23', '#e0a526', '#1d3557', '#a4543a'][(b + s) % 5]}"/>`).join('')}`)
    .join('')}<rect x="160" y="520" width="620" height="30" fill="#5b3a29"/><rect x="190" y="550" width="20" height="160" fill="#5b3a29"/><rect x="730" y="550" width="20" height="160" fill="#5b3a29"/><rect x="360" y="420" width="200" height="100" rx="6" fill="#2a2a2a"/><rect x="372" y="432" width="176" height="76" fill="#8ec5e8"/><rect x="440" y="510" width="40" height="10" fill="#2a2a2a"/><rect x="600" y="470" width="40" height="50" rx="6" fill="#f4efe2"/><path d="M590 470 Q620 420 650 470" fill="#4f6b33"/></svg>`;
}

function landscape(seed, { sky = 'day', house = false, castle = false, lights = false, rows = true, fog = false } = {}) {
  const random = rng(seed);
  const [top, middle, glow] = SKIES[sky];
  const layers = [
    { y: 330 + random() * 60, a: 40, fill: sky === 'dusk' ? '#4a3b5c' : '#7d9a7a' },
    { y: 430 + random() * 50, a: 50, fill: sky === 'dusk' ? '#3b3049' : '#5f7f3b' },
    { y: 540 + random() * 50, a: 45, fill: sky === 'dusk' ? '#2b2536' : '#4f6b33' },
    { y: 650 + random() * 40, a: 35, fill: sky === 'dusk' ? '#1f1a28' : '#3b5a2a' },
  ];
  const hills = layers
    .map((layer, i) => {
      const points = ridge(random, layer.y, layer.a);
      const vines = rows && i >= 2 && sky !== 'dusk' ? vineRows(random, points, '#23381b') : '';
      const extra = castle && i === 1 ? tower(points[15][0], points[15][1] + 6, 1.1) : '';
      return `<path d="${pathOf(points)}" fill="${layer.fill}"/>${vines}${extra}`;
    })
    .join('');
  const sunX = 200 + random() * 800;
  const sunY = sky === 'dusk' || sky === 'golden' ? 360 : 150 + random() * 80;
  const mist = fog ? `<rect y="380" width="${W}" height="220" fill="#f4f4f2" opacity="0.55"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${middle}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="56" fill="${glow}" opacity="0.9"/>${hills}${mist}${house ? farmhouse(380 + random() * 300, 700, 1.3, random) : ''}${lights ? stringLights(random) + table() : ''}</svg>`;
}

function poster(seed, sky, label) {
  const svg = landscape(seed, { sky, house: seed % 2 === 0, castle: seed % 2 === 1 });
  return svg.replace('</svg>', `<rect y="680" width="${W}" height="120" fill="#000" opacity="0.35"/><text x="60" y="755" font-family="Georgia, serif" font-size="54" fill="#fff">${label}</text></svg>`);
}

const pictures = {
  'content/office.svg': office(),
  'content/services/find-a-home.svg': landscape(11, { sky: 'day', house: true }),
  'content/services/consultancy.svg': landscape(12, { sky: 'golden', castle: true }),
  'content/services/sell-your-home.svg': landscape(13, { sky: 'autumn', house: true }),
  'content/videos/poster-1.svg': poster(21, 'golden', 'Living in the Langhe'),
  'content/videos/poster-2.svg': poster(22, 'day', 'Buying a home in Piedmont'),
  'content/videos/poster-3.svg': poster(23, 'autumn', 'Harvest time in the vineyards'),
};

const LIFE = [
  ['dawn', { fog: true }],
  ['autumn', { castle: true }],
  ['dusk', { lights: true, rows: false }],
  ['golden', { house: true }],
  ['fog', { fog: true, castle: true }],
  ['day', {}],
];
LIFE.forEach(([sky, options], i) => {
  pictures[`content/life/${String(i + 1).padStart(2, '0')}.svg`] = landscape(100 + i, { sky, ...options });
});

const GALLERIES = {
  'real-estate': (i) => landscape(200 + i, { sky: ['day', 'golden', 'autumn'][i % 3], house: true }),
  drone: (i) => (i % 2 === 0 ? aerial(rng(300 + i)) : landscape(300 + i, { sky: 'day', castle: true })),
  events: (i) => landscape(400 + i, { sky: i % 2 === 0 ? 'dusk' : 'golden', lights: true, rows: false }),
  landscape: (i) => landscape(500 + i, { sky: ['dawn', 'fog', 'autumn', 'golden', 'day', 'dusk'][i % 6], fog: i % 3 === 1, castle: i % 2 === 0 }),
};
for (const [gallery, draw] of Object.entries(GALLERIES)) {
  for (let i = 0; i < 6; i += 1) pictures[`content/portfolio/${gallery}/${String(i + 1).padStart(2, '0')}.svg`] = draw(i);
}

for (const [file, svg] of Object.entries(pictures)) write(file, svg);

// --- Icons: the brand mark rasterised without a canvas -------------------------------
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hex(color) {
  return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
}

/** Colour of the logo at (u, v) in [0,1]²; supersampled by the caller. */
function logoAt(u, v) {
  const x = u * 48;
  const y = v * 48;
  const hill = (x0, amp, base, phase) => base - amp * Math.sin((x / 48) * Math.PI * 2 + phase);
  if (y > hill(0, 3, 38, 0.5)) return hex('#3b5a2a');
  if (y > hill(0, 5, 30, 0)) return hex('#5a7d3a');
  if ((x - 31) ** 2 + (y - 17) ** 2 < 64) return hex('#e0a526');
  return hex('#fbfaf6');
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const samples = 3;
  for (let py = 0; py < size; py += 1) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1)
        for (let sx = 0; sx < samples; sx += 1) {
          const c = logoAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          c.forEach((value, i) => (sum[i] += value));
        }
      const at = py * (size * 4 + 1) + 1 + px * 4;
      sum.forEach((value, i) => (raw[at + i] = Math.round(value / samples ** 2)));
      raw[at + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(sizes) {
  const images = sizes.map(png);
  const head = Buffer.alloc(6 + 16 * sizes.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(sizes.length, 4);
  let offset = head.length;
  sizes.forEach((size, i) => {
    const at = 6 + i * 16;
    head[at] = size >= 256 ? 0 : size;
    head[at + 1] = size >= 256 ? 0 : size;
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(images[i].length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += images[i].length;
  });
  return Buffer.concat([head, ...images]);
}

write('favicon.ico', ico([16, 32, 48]));
write('icons/icon-192.png', png(192));
write('icons/icon-512.png', png(512));
write('icons/apple-touch-icon.png', png(180));
write(
  'icons/icon.svg',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#fbfaf6"/><circle cx="31" cy="17" r="8" fill="#e0a526"/><path d="M0 34 Q12 20 24 30 T48 26 V48 H0Z" fill="#5a7d3a"/><path d="M0 40 Q14 30 28 38 T48 36 V48 H0Z" fill="#3b5a2a"/></svg>',
);
write(
  'site.webmanifest',
  `${JSON.stringify(
    {
      name: 'Langhe Property',
      short_name: 'Langhe Property',
      start_url: '/',
      display: 'browser',
      background_color: '#fbfaf6',
      theme_color: '#5a1f2d',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${Object.keys(pictures).length} pictures and the icons under ${PUBLIC}`);
