import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database } from "./schema.ts";
import * as initial from "./migrations/001-initial.ts";
import * as seedRuns from "./migrations/002-seed-runs.ts";
import * as lessonPositions from "./migrations/003-lesson-positions.ts";
import * as sessionVersion from "./migrations/004-session-version.ts";
import * as limitsAndRevokedSessions from "./migrations/005-limits-and-revoked-sessions.ts";
import * as payments from "./migrations/006-payments.ts";
import * as adminMedia from "./migrations/007-admin-media.ts";
import * as discordRoles from "./migrations/008-discord-roles.ts";
import * as savedDeals from "./migrations/009-saved-deals.ts";
import * as calculatorSubscriptions from "./migrations/010-calculator-subscriptions.ts";
import * as subscriptions from "./migrations/011-subscriptions.ts";
import * as paymentProofs from "./migrations/015-payment-proofs.ts";
import * as receipts from "./migrations/016-receipts.ts";
import * as paymentClients from "./migrations/017-payment-clients.ts";
import * as discordConnect from "./migrations/018-discord-connect.ts";
import * as uploadVersions from "./migrations/021-upload-versions.ts";
import * as mailDeliveryClaims from "./migrations/022-mail-delivery-claims.ts";
import * as duplicatePurchases from "./migrations/023-duplicate-purchases.ts";
import * as billingNotices from "./migrations/024-billing-notices.ts";
import * as sessionGrades from "./migrations/025-session-grades.ts";
import * as receiptLines from "./migrations/030-receipt-lines.ts";
import * as uploadPartSize from "./migrations/035-upload-part-size.ts";
import * as adminConsole from "./migrations/040-admin-console.ts";
import * as calculatorSubscriptionsInSubscriptions from "./migrations/045-calculator-subscriptions-in-subscriptions.ts";
import * as rentalSavedDeals from "./migrations/070-rental-saved-deals.ts";
import * as siteImages from "./migrations/055-site-images.ts";
import * as sessionHandovers from "./migrations/075-session-handovers.ts";
import * as promotionCodes from "./migrations/080-promotion-codes.ts";
import * as subscriptionPromotionCodes from "./migrations/085-subscription-promotion-codes.ts";
import * as trialClaims from "./migrations/090-trial-claims.ts";
import * as coursePaymentPlans from "./migrations/095-course-payment-plans.ts";
import * as trialRefusals from "./migrations/100-trial-refusals.ts";

/**
 * Versioned migrations, applied in name order and recorded in kysely_migration. Listed here
 * rather than read from a folder so the set is fixed at build time. Never edit a shipped one:
 * add the next number.
 */
const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-seed-runs": seedRuns,
  "003-lesson-positions": lessonPositions,
  "004-session-version": sessionVersion,
  "005-limits-and-revoked-sessions": limitsAndRevokedSessions,
  "006-payments": payments,
  "007-admin-media": adminMedia,
  "008-discord-roles": discordRoles,
  "009-saved-deals": savedDeals,
  "010-calculator-subscriptions": calculatorSubscriptions,
  "011-subscriptions": subscriptions,
  "015-payment-proofs": paymentProofs,
  "016-receipts": receipts,
  "017-payment-clients": paymentClients,
  "018-discord-connect": discordConnect,
  "021-upload-versions": uploadVersions,
  "022-mail-delivery-claims": mailDeliveryClaims,
  "023-duplicate-purchases": duplicatePurchases,
  "024-billing-notices": billingNotices,
  "025-session-grades": sessionGrades,
  "030-receipt-lines": receiptLines,
  "035-upload-part-size": uploadPartSize,
  "040-admin-console": adminConsole,
  "045-calculator-subscriptions-in-subscriptions": calculatorSubscriptionsInSubscriptions,
  "055-site-images": siteImages,
  "070-rental-saved-deals": rentalSavedDeals,
  "075-session-handovers": sessionHandovers,
  "080-promotion-codes": promotionCodes,
  "085-subscription-promotion-codes": subscriptionPromotionCodes,
  "090-trial-claims": trialClaims,
  "095-course-payment-plans": coursePaymentPlans,
  "100-trial-refusals": trialRefusals,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

// The schema is named because Kysely otherwise finds another schema's migration table.
const migratorOf = (db: Kysely<Database>, schema: string) =>
  new Migrator({ db: db as unknown as Kysely<unknown>, provider, migrationTableSchema: schema });

/** The migrations this build knows that the database has not had (readiness). */
export async function pendingMigrations(
  db: Kysely<Database>,
  schema = "public",
): Promise<string[]> {
  const migrations = await migratorOf(db, schema).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the database schema up to date; safe to run on every start. */
export async function migrateToLatest(db: Kysely<Database>, schema = "public"): Promise<string[]> {
  const migrator = migratorOf(db, schema);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Moves the schema to `target`, up or down (a migration's own test, an operator's rollback). */
export async function migrateTo(
  db: Kysely<Database>,
  target: string,
  schema = "public",
): Promise<void> {
  const { error } = await migratorOf(db, schema).migrateTo(target);
  if (error)
    throw new Error(`Database migration to ${target} failed: ${String(error)}`, { cause: error });
}
