export { DiscordJoinModal, type DiscordJoinModalProps } from "./DiscordJoinModal.tsx";
export {
  mountDiscordJoin,
  type DiscordJoinMountOptions,
  type MountedDiscordJoin,
} from "./mount.tsx";
export { DISCORD_JOIN_TEXT } from "./constants.ts";
export {
  DISCORD_TIERS,
  YEARLY_DISCOUNT,
  perMonthEquivalentCents,
  type DiscordTierInfo,
} from "../shared/discordTiers.ts";
