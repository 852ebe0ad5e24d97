import type { FastifyBaseLogger } from "fastify";
import type { DiscordConfig } from "./discord-config.ts";
import type { DiscordClient } from "./discord-client.ts";
import { createRestDriver } from "./rest-driver.ts";
import { createStandInDriver } from "./stand-in-driver.ts";

/** The configured driver: the REST one with a bot token, else the logging stand-in. */
export function createDiscordClient(
  config: DiscordConfig,
  log: FastifyBaseLogger,
): DiscordClient & { close?: () => void } {
  const { botToken } = config;
  if (botToken !== undefined) return createRestDriver({ ...config, botToken });
  return createStandInDriver(log);
}
