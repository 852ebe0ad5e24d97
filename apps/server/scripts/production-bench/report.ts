import type { Checks } from "./checks.ts";
import type { Sample } from "./client.ts";
import type { Fault } from "./fault.ts";
import type { Ledger } from "./ledger.ts";

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const failed = (s: Sample) => s.status === 0 || s.status >= 400;

/**
 * The failures the kill explains: answered by (or lost on) the killed instance while in flight
 * on it, from before the kill until the process was gone (the kernel takes connections for it
 * until then); with a single instance, also those that found it down until it was back.
 */
export function classifyFailures(samples: Sample[], fault: Fault | undefined, instances: number) {
  const excused = (s: Sample) => {
    if (!fault) return false;
    const onKilled = s.upstream === "" || s.upstream.includes(`:${fault.port}`);
    const inFlight = s.start <= fault.goneAt && s.end >= fault.killedAt;
    // nginx keeps a failed instance out for fail_timeout (2 s) before trying it again.
    const whileDown = s.start >= fault.killedAt && s.start <= fault.readyAt + 2_000;
    return onKilled && (inFlight || (instances === 1 && whileDown));
  };
  const failures = samples.filter(failed);
  const inFlight = failures.filter(
    (s) => excused(s) && fault && s.start <= fault.goneAt && s.end >= fault.killedAt,
  );
  const whileDown = failures.filter((s) => excused(s) && !inFlight.includes(s));
  const other = failures.filter((s) => !excused(s));
  return { failures, inFlight, whileDown, other };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const s2 = (value: number) => `${value.toFixed(2)} s`;

export function formatReport(input: {
  instances: number;
  seconds: number;
  samples: Sample[];
  fault: Fault | undefined;
  ledger: Ledger;
  checks: Checks;
}): string {
  const { samples, fault, ledger, checks } = input;
  const load = samples.filter((s) => s.label !== "setup");
  const latencies = load.map((s) => s.end - s.start);
  const { failures, inFlight, whileDown, other } = classifyFailures(load, fault, input.instances);
  const byLabel = new Map<string, Sample[]>();
  for (const s of load) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s]);
  const otherKinds = new Map<string, number>();
  for (const s of other) {
    const when = fault ? `, ${Math.round(s.start - fault.killedAt)} ms after the kill` : "";
    const key = `${s.label} ${s.status} from ${s.upstream || "no answer"}${when}`;
    otherKinds.set(key, (otherKinds.get(key) ?? 0) + 1);
  }
  const lines = [
    `Production-like benchmark: ${input.instances} instance(s) behind nginx, ${input.seconds.toFixed(1)} s`,
    `  requests: ${load.length}, ${(load.length / input.seconds).toFixed(1)} req/s, ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
    `  errors: ${failures.length} (${((100 * failures.length) / Math.max(1, load.length)).toFixed(3)} %): ` +
      `${inFlight.length} in flight on the killed instance, ` +
      `${whileDown.length} while the only instance was down, ${other.length} other`,
    ...[...otherKinds].map(([kind, count]) => `    other: ${kind} x${count}`),
    fault
      ? `  kill -9 of the instance on port ${fault.port}: gone after ${ms(fault.goneAt - fault.killedAt)}, back and ready after ${s2((fault.readyAt - fault.killedAt) / 1000)}`
      : "  no instance killed",
    `  paid to receipt: ${checks.paidToReceipt.length} purchases, median ${s2(percentile(checks.paidToReceipt, 50))}, ` +
      `p99 ${s2(percentile(checks.paidToReceipt, 99))}, max ${s2(Math.max(...checks.paidToReceipt))}`,
    `  paid to receipt over 5 s: ${checks.paidToReceipt.filter((t) => t > 5).length}`,
    ledger.staleness.length > 0
      ? `  staleness across instances: ${ledger.staleness.length} admin writes, median ${ms(percentile(ledger.staleness, 50))}, ` +
        `p99 ${ms(percentile(ledger.staleness, 99))}, max ${ms(Math.max(...ledger.staleness))}`
      : "  staleness across instances: n/a (one instance)",
    "  checks:",
    `    acknowledged writes lost: ${checks.notesLost + checks.completionsLost + checks.modulesLost} ` +
      `(of ${ledger.notes.size} notes, ${ledger.completions.length} completions, ${ledger.modules.length} modules)`,
    `    purchases doubled: ${checks.purchasesDoubled.length}, unfulfilled: ${checks.purchasesUnfulfilled.length} ` +
      `(of ${ledger.purchases.length}; given up: ${ledger.abandoned.length})`,
    ...[...checks.purchasesDoubled, ...checks.purchasesUnfulfilled, ...ledger.abandoned].map(
      (line) => `      ${line}`,
    ),
    `    requests failed outside the killed instance's: ${other.length}`,
    "  per call (count, req/s, p50, p99, errors):",
    ...[...byLabel].map(([label, group]) => {
      const times = group.map((s) => s.end - s.start);
      return `    ${label.padEnd(30)} ${String(group.length).padStart(7)} ${(group.length / input.seconds).toFixed(1).padStart(8)} ${ms(percentile(times, 50)).padStart(10)} ${ms(percentile(times, 99)).padStart(10)} ${String(group.filter(failed).length).padStart(5)}`;
    }),
  ];
  return lines.join("\n");
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * The checks the issue names, each with what was found; the run also has to have done something
 * (purchases, writes, the fault when one was asked for), so an idle run cannot pass.
 */
export function checkResults(input: {
  checks: Checks;
  ledger: Ledger;
  otherFailures: number;
  faultWanted: boolean;
  fault: Fault | undefined;
}): CheckResult[] {
  const { checks, ledger, otherFailures, faultWanted, fault } = input;
  const lost = checks.notesLost + checks.completionsLost + checks.modulesLost;
  const writes = ledger.notes.size + ledger.completions.length + ledger.modules.length;
  return [
    {
      name: "acknowledged writes are all stored",
      ok: lost === 0 && writes > 0,
      detail: `${lost} lost of ${writes}`,
    },
    {
      name: "every purchase fulfilled exactly once",
      ok:
        ledger.purchases.length > 0 &&
        checks.purchasesDoubled.length === 0 &&
        checks.purchasesUnfulfilled.length === 0 &&
        ledger.abandoned.length === 0,
      detail:
        `${ledger.purchases.length} purchases, ${checks.purchasesDoubled.length} doubled, ` +
        `${checks.purchasesUnfulfilled.length} unfulfilled, ${ledger.abandoned.length} given up`,
    },
    {
      name: "no request failed but those in flight on the killed instance",
      ok: otherFailures === 0,
      detail: `${otherFailures} other failures`,
    },
    {
      name: "the killed instance came back",
      ok: !faultWanted || fault !== undefined,
      detail: fault
        ? `ready after ${((fault.readyAt - fault.killedAt) / 1000).toFixed(2)} s`
        : "no kill",
    },
  ];
}
