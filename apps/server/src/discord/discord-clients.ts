import type { FastifyBaseLogger } from "fastify";
import type { DiscordConfig } from "./discord-config.ts";
import type { DiscordClient } from "./discord-client.ts";
import { createRestDriver } from "./rest-driver.ts";
import { createStandInDriver } from "./stand-in-driver.ts";
import { createOAuthStandIn, type DiscordOAuthStandIn } from "./oauth-stand-in.ts";

/**
 * The configured driver: the REST one with a bot token, else the logging stand-in with the
 * offline consent page and OAuth2 API (`oauthStandIn`, mounted by app.ts).
 */
export function createDiscordClient(
  config: DiscordConfig,
  log: FastifyBaseLogger,
): DiscordClient & { close?: () => void; oauthStandIn?: DiscordOAuthStandIn } {
  const { botToken } = config;
  if (botToken !== undefined) return createRestDriver({ ...config, botToken });
  const oauthStandIn = createOAuthStandIn();
  return Object.assign(createStandInDriver(log, config, oauthStandIn), {
    oauthStandIn,
    close: () => void oauthStandIn.close(),
  });
}
