// Renders every product's illustration to apps/web/public/images/products/{imageSlug}.webp and .jpg
// (spec section 9: webp, jpg for iOS) and writes the placeholder. Run against a running storefront:
//   npm run images:products -- http://127.0.0.1:8092 [name pattern] [--svg]
// The pattern redraws only the images whose name matches; --svg also leaves each SVG in /tmp.
// Not part of the app bundle; see docs/decisions/041.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ART_HEIGHT, ART_WIDTH, placeholderSvg, productArtSvg, UPSELL_ART, type ArtProduct } from './product-art.ts';

/**
 * Flat illustrations show no loss at 0.6 beside 0.8 (checked at twice the size), for about a
 * quarter fewer bytes: the product page's loading view paints its photo sooner (decision 233).
 */
const WEBP_QUALITY = 0.6;

const base = process.argv[2] ?? 'http://127.0.0.1:8092';
const out = path.resolve(import.meta.dirname, '../../../apps/web/public/images/products');
const pattern = process.argv[3];
const only = pattern && pattern !== '--svg' ? new RegExp(pattern) : null;

async function main() {
  const response = await fetch(`${base}/api/v1/products`);
  if (!response.ok) throw new Error(`GET /api/v1/products: ${response.status}`);
  const products = (await response.json()) as ArtProduct[];
  const all = new Map(products.map((p) => [p.productId, p]));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const jobs: { name: string; svg: string }[] = products.map((p) => ({
    name: p.imageSlug,
    svg: productArtSvg(p, all),
  }));
  for (const [name, slugs] of Object.entries(UPSELL_ART)) {
    const product = bySlug.get(slugs[0]!);
    if (product) jobs.push({ name, svg: productArtSvg(product, all) });
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'placeholder.svg'), placeholderSvg());

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const page = await browser.newPage();
  await page.setContent('<canvas></canvas>');
  const chosen = jobs.filter((j) => !only || only.test(j.name));
  for (const job of chosen) {
    const [webp, jpg] = await page.evaluate(
      async ({ svg, width, height, webpQuality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.querySelector('canvas')!;
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0, width, height);
        return [canvas.toDataURL('image/webp', webpQuality), canvas.toDataURL('image/jpeg', 0.82)];
      },
      { svg: job.svg, width: ART_WIDTH, height: ART_HEIGHT, webpQuality: WEBP_QUALITY },
    );
    if (!webp.startsWith('data:image/webp')) throw new Error('This Chromium cannot encode webp');
    writeFileSync(path.join(out, `${job.name}.webp`), Buffer.from(webp.split(',')[1]!, 'base64'));
    writeFileSync(path.join(out, `${job.name}.jpg`), Buffer.from(jpg.split(',')[1]!, 'base64'));
    if (process.argv.includes('--svg')) writeFileSync(path.join('/tmp', `${job.name}.svg`), job.svg);
  }
  await browser.close();
  console.log(`wrote ${chosen.length} images to ${out}`);
}

await main();
