import type { FastifyBaseLogger } from "fastify";

/**
 * Work started after the answer is sent (a reset e-mail), so the answer's timing does not
 * depend on it. Failures are logged; tests and shutdown wait for the work with drain().
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, "background task failed"))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
