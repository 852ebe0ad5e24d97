import { planCatalogue } from "../catalogue/plans.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

export function catalogueHandlers(services: Services): HandlerMap {
  return {
    async getPlanCatalogue() {
      return planCatalogue(await services.catalogue.courses(), services.config.catalogue);
    },
  };
}
