/**
 * A lazily loaded component's code could not be fetched (lazyComponent.ts), most often because
 * the network dropped. The boundary that catches it calls `forget()`, so that the component's
 * next render fetches its code again instead of failing with the same error.
 */
export class PartLoadError extends Error {
  readonly forget: () => void;

  constructor(cause: unknown, forget: () => void) {
    super("A part of the page could not be loaded.", { cause });
    this.name = "PartLoadError";
    this.forget = forget;
  }
}

/** Forgets a failed load (PartLoadError) so the next render tries again; other errors stay. */
export function forgetFailedLoad(error: unknown): void {
  if (error instanceof PartLoadError) error.forget();
}
