import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { SERVER_ROOT } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { courseCover, heroArt, instructorPortrait } from "./demo-art.ts";
import { masterKey } from "./site-images.ts";
import { slotShape } from "./slots.ts";

const DEMO_IMAGES_RUN = "demo-images";
/** Rendered masters kept between runs (each test process would otherwise draw them again). */
const CACHE_DIR = path.join(SERVER_ROOT, "node_modules", ".cache", "academy-demo-images");

interface DemoImage {
  slot: string;
  alt: string;
  name: string;
  svg: string;
}

/** The demo's images, each in the size of its slot's master (slots.ts). */
function demoImages(): DemoImage[] {
  return [
    {
      slot: "hero",
      alt: "A house drawn on a blueprint beside a tower crane at sunset",
      name: "hero-blueprint.svg",
      svg: heroArt(),
    },
    {
      slot: "course-1",
      alt: "A city skyline on a blueprint grid with a development plot marked out",
      name: "developer-course-cover.svg",
      svg: courseCover(1),
    },
    {
      slot: "course-2",
      alt: "Timber wall framing beside a clipboard with three items checked",
      name: "licensing-course-cover.svg",
      svg: courseCover(2),
    },
    {
      slot: "course-3",
      alt: "A house, a tower crane and orange steps rising on a blueprint",
      name: "mentorship-course-cover.svg",
      svg: courseCover(3),
    },
    {
      slot: "instructor-marcus-reed",
      alt: "Illustrated portrait of Marcus Reed in a hard hat before a city skyline",
      name: "marcus-reed.svg",
      svg: instructorPortrait(0),
    },
    {
      slot: "instructor-daniel-ortiz",
      alt: "Illustrated portrait of Daniel Ortiz in a hard hat before a house plan",
      name: "daniel-ortiz.svg",
      svg: instructorPortrait(1),
    },
  ];
}

/** A demo image's version: the hash of its drawing, so the seed needs no rendering. */
const demoVersion = (svg: string) => createHash("sha256").update(svg).digest("hex").slice(0, 16);

/**
 * Gives the site its demo images, once per database (seed_runs): an image an admin later
 * replaces or deletes stays so. Only rows: the files follow on each instance's start.
 */
export async function seedDemoImages(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("seed_runs")
      .values({ name: DEMO_IMAGES_RUN })
      .onConflict((oc) => oc.doNothing())
      .returning("name")
      .executeTakeFirst();
    if (!claimed) return;
    for (const image of demoImages()) {
      const shape = slotShape(image.slot);
      if (!shape) continue;
      const width = shape.maxWidth;
      const height = Math.round((width * shape.aspect.height) / shape.aspect.width);
      await trx
        .insertInto("site_images")
        .values({
          slot: image.slot,
          version: demoVersion(image.svg),
          alt: image.alt,
          width,
          height,
          original_name: image.name,
          original_bytes: Buffer.byteLength(image.svg),
        })
        .onConflict((oc) => oc.column("slot").doNothing())
        .execute();
    }
  });
}

/** The drawing as a master (WebP), from the cache folder when drawn before. */
async function renderDemo(svg: string, version: string): Promise<Buffer> {
  const cached = path.join(CACHE_DIR, `${version}.webp`);
  try {
    return await readFile(cached);
  } catch {
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
    // Written aside, then renamed: test processes starting together never read half a file.
    const aside = `${cached}.${process.pid}.tmp`;
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(aside, bytes)
      .then(() => rename(aside, cached))
      .catch(() => undefined);
    return bytes;
  }
}

/**
 * Writes the masters of the demo images the database still shows and this instance's storage
 * lacks (a fresh DATA_DIR, a new bucket). Variants are made on first request.
 */
export async function ensureDemoImageFiles(
  db: Kysely<Database>,
  media: MediaStorage,
): Promise<void> {
  const rows = await db.selectFrom("site_images").select(["slot", "version"]).execute();
  for (const image of demoImages()) {
    const version = demoVersion(image.svg);
    if (!rows.some((row) => row.slot === image.slot && row.version === version)) continue;
    const key = masterKey(image.slot, version);
    if (await media.head(key)) continue;
    await media.put(key, await renderDemo(image.svg, version), "image/webp");
  }
}
