import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Avatar.css.ts";

/** "Jane Q. Builder" -> "JB"; one name -> its first letter; nothing -> "?". */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

export interface AvatarProps extends ComponentPropsWithoutRef<typeof AvatarPrimitive.Root> {
  /** The person's name: the avatar's accessible name and the source of the initials. */
  name: string;
  /** Photo URL; the initials show while it loads and if it fails. */
  src?: string | null;
  size?: "sm" | "md" | "lg" | "xl";
}

/**
 * A round photo with an initials fallback, on Radix Avatar. Announced once, by name, whether
 * the photo or the initials show. The ref, className and rest props go to the root.
 */
export const Avatar = forwardRef<ComponentRef<typeof AvatarPrimitive.Root>, AvatarProps>(
  function Avatar({ name, src, size, className, ...rest }, ref) {
    return (
      <AvatarPrimitive.Root
        ref={ref}
        role="img"
        aria-label={name}
        className={cx(styles.root({ size }), className)}
        {...rest}
      >
        {src ? <AvatarPrimitive.Image src={src} alt="" className={styles.image} /> : null}
        <AvatarPrimitive.Fallback aria-hidden="true" className={styles.fallback}>
          {getInitials(name)}
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
    );
  },
);
