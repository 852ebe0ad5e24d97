/** What the site image calls answer in words (issue 50). */
export const SITE_IMAGE_MESSAGES = {
  altRequired:
    "alt: Alt text is required: describe what the image shows for people who cannot see it",
  altTooLong: "alt: Alt text must be at most 250 characters",
  cropIncomplete: "crop: Send crop_left, crop_top, crop_width and crop_height together",
  tooLarge: "Image must be less than 10MB",
  noImage: "This slot has no image",
  deleted: "Image deleted",
} as const;
