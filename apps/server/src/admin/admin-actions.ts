import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AuthUser } from "../http/types.ts";

/** Records who did which admin action, on what, and when (issue 17). */
export async function recordAdminAction(
  db: Kysely<Database>,
  actor: AuthUser | null,
  action: string,
  target: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto("admin_actions")
    .values({ user_id: actor?.id ?? null, action, target, details: JSON.stringify(details) })
    .execute();
}
