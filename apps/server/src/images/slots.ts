/**
 * The places on the site an admin fills with an image (issue 50): the home hero's art, one
 * cover per course and one photo per instructor. Each kind has one aspect, so the site knows an
 * image's box before it loads (no layout shift) and every upload is cropped to it.
 */
export type SlotKind = "hero" | "course" | "instructor";

export interface SlotShape {
  kind: SlotKind;
  /** Width over height, exact: the stored master is cropped and resized to it. */
  aspect: { width: number; height: number };
  /** The master's largest width: the widest variant a screen asks for, with room for 2x. */
  maxWidth: number;
}

const SHAPES: Record<SlotKind, Omit<SlotShape, "kind">> = {
  hero: { aspect: { width: 4, height: 3 }, maxWidth: 1600 },
  course: { aspect: { width: 16, height: 9 }, maxWidth: 1280 },
  instructor: { aspect: { width: 1, height: 1 }, maxWidth: 640 },
};

/** hero, course-<id>, instructor-<slug>: the contract's pattern for `slot`. */
const SLOT = /^(?:(hero)|(course)-[1-9][0-9]{0,5}|(instructor)-[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The shape of a slot, or null when the name is not one. */
export function slotShape(slot: string): SlotShape | null {
  if (slot.length > 60) return null;
  const match = SLOT.exec(slot);
  if (!match) return null;
  const kind = (match[1] ?? match[2] ?? match[3]) as SlotKind;
  return { kind, ...SHAPES[kind] };
}

/** The widths served, in pixels; a request wider than the master gets the master's width. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** `<width>.<format>` as the variant route names a file, or null. */
export function parseVariantFile(file: string): { width: number; format: VariantFormat } | null {
  const match = /^(\d{3,4})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { width, format: match[2] as VariantFormat };
}
