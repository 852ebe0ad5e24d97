/** The outcome under the button after a payment or sign-in, with where to go next. */
export function EmbedDone({
  message,
  link,
}: {
  message: string;
  link?: { href: string; text: string };
}) {
  return (
    <p role="status" className="academy-embed-done">
      {message}
      {link ? (
        <>
          {" "}
          <a href={link.href} target="_blank" rel="noopener">
            {link.text}
          </a>
        </>
      ) : null}
    </p>
  );
}

/** Its styles, adopted with the app's (plain CSS: no inline style under a strict policy). */
export const EMBED_DONE_CSS =
  ".academy-embed-done{margin:8px 0 0;max-width:40em;font:14px/1.5 system-ui,sans-serif;color:#14532d}.academy-embed-done a{color:#1d4ed8;text-decoration:underline}";
