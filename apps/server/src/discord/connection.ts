import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

type ConnectionView = components["schemas"]["DiscordConnection"];
type RoleView = NonNullable<ConnectionView["role"]>;

/**
 * What the member sees of their Discord side: the connected account (if any) and where its
 * role stands, from the latest grant or removal recorded for that account (not superseded).
 */
export async function discordConnection(
  db: Kysely<Database>,
  userId: number,
): Promise<ConnectionView> {
  const user = await db
    .selectFrom("users")
    .select(["discord_user_id", "discord_username"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (user.discord_user_id === null)
    return { connected: false, discord_user_id: null, username: null, role: null };
  const latest = await db
    .selectFrom("discord_role_actions")
    .select(["id", "tier", "action", "status", "attempts", "last_error"])
    .where("user_id", "=", userId)
    .where("discord_user_id", "=", user.discord_user_id)
    .where("status", "<>", "superseded")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const role: RoleView | null = latest
    ? {
        tier: latest.tier,
        action: latest.action,
        state:
          latest.status === "succeeded"
            ? "done"
            : latest.status === "failed"
              ? "failed"
              : latest.attempts > 0
                ? "retrying"
                : "pending",
        // A done action keeps its last refusal for admins; the member sees it no more.
        error: latest.status === "succeeded" ? null : latest.last_error,
      }
    : null;
  return {
    connected: true,
    discord_user_id: user.discord_user_id,
    username: user.discord_username ?? "Discord user",
    role,
  };
}
