/** The strict reader of an encoded deal's positional payload array. */
import { MAX_INPUT_VALUE } from "./constants.ts";

/** What the payload array may hold. */
export type Json = string | number | Json[];

/** Thrown by `Reader` and turned into an `invalid-payload` result by `decodeDeal`. */
export class PayloadError extends Error {}

/** Reads the positional payload array field by field, refusing anything unexpected. */
export class Reader {
  private index = 0;

  constructor(private readonly values: unknown) {}

  private next(): unknown {
    if (!Array.isArray(this.values) || this.index >= this.values.length) {
      throw new PayloadError("missing field");
    }
    const value: unknown = this.values[this.index];
    this.index += 1;
    return value;
  }

  text(): string {
    const value = this.next();
    if (typeof value !== "string") throw new PayloadError("expected text");
    return value;
  }

  number(): number {
    const value = this.next();
    if (typeof value !== "number" || !(value >= 0 && value <= MAX_INPUT_VALUE)) {
      throw new PayloadError("expected an amount");
    }
    return value;
  }

  flag(): boolean {
    return this.choice([false, true]);
  }

  choice<T>(options: readonly T[]): T {
    const position = this.next();
    const found = options.find((_, index) => index === position);
    if (found === undefined) throw new PayloadError("expected a choice");
    return found;
  }

  /** The next field as a list of readers, one per item. */
  list(): Reader[] {
    const value = this.next();
    if (!Array.isArray(value)) throw new PayloadError("expected a list");
    return value.map((item: unknown) => new Reader(item));
  }

  /** The next field as a reader of its own. */
  nested(): Reader {
    return new Reader(this.next());
  }

  /** Every field must have been read: trailing data means a different or corrupted format. */
  end(): void {
    if (!Array.isArray(this.values) || this.index !== this.values.length) {
      throw new PayloadError("unexpected trailing fields");
    }
  }
}
