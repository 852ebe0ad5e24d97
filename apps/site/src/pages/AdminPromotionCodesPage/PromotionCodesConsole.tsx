import {
  useAdminPromotionCodes,
  usePlanCatalogue,
  useQueryHooks,
  type PlanCatalogue,
} from "@academy/api";
import { EmptyState, InlineAlert, Spinner } from "@academy/ui";
import { useQueryClient } from "@tanstack/react-query";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import * as styles from "./AdminPromotionCodesPage.css.ts";
import { CreateCodeForm, type ProductChoice } from "./CreateCodeForm.tsx";
import { PromotionCodesTable } from "./PromotionCodesTable.tsx";

/** What a code may be for, keyed as codes scope products, named as the catalogue names them. */
function productChoices(catalogue: PlanCatalogue | null): ProductChoice[] {
  if (!catalogue) return [];
  return catalogue.products.flatMap((product): ProductChoice[] => {
    if (product.kind === "course" && product.course_id !== null)
      return [{ value: `course:${product.course_id}`, label: product.name }];
    if (product.kind === "calculator") return [{ value: "calculator", label: product.name }];
    if (product.kind === "discord" && product.tier)
      return [{ value: `discord:${product.tier}`, label: product.name }];
    return [];
  });
}

/** /admin/promotion-codes' content: the codes, then the form that creates one. */
export function PromotionCodesConsole() {
  const codes = useAdminPromotionCodes();
  const catalogue = usePlanCatalogue();
  const hooks = useQueryHooks();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["get", "/admin/promotion-codes"] }),
      queryClient.invalidateQueries({ queryKey: ["get", "/admin/audit"] }),
    ]);
  const create = hooks.useMutation("post", "/admin/promotion-codes", { onSuccess: refresh });
  const deactivate = hooks.useMutation("post", "/admin/promotion-codes/{codeId}/deactivate", {
    onSuccess: refresh,
  });
  const choices = productChoices(catalogue.status === "ready" ? catalogue.catalogue : null);
  const productName = (product: string) =>
    choices.find((choice) => choice.value === product)?.label ?? product;

  return (
    <div className={styles.body}>
      <div className={styles.section}>
        <h2 className={styles.heading}>{TEXT.listLabel}</h2>
        {codes.isPending ? <Spinner /> : null}
        {codes.isError ? <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert> : null}
        {codes.data?.codes.length === 0 ? <EmptyState title={TEXT.none} headingLevel={3} /> : null}
        {codes.data && codes.data.codes.length > 0 ? (
          <PromotionCodesTable
            codes={codes.data.codes}
            productName={productName}
            onDeactivate={(code, why) =>
              deactivate.mutateAsync({ params: { path: { codeId: code.id } }, body: why })
            }
          />
        ) : null}
      </div>
      <div className={styles.section}>
        <h2 className={styles.heading}>{TEXT.createTitle}</h2>
        {catalogue.status === "failed" ? (
          <InlineAlert tone="warning">{TEXT.catalogueFailed}</InlineAlert>
        ) : null}
        <CreateCodeForm products={choices} onCreate={(body) => create.mutateAsync({ body })} />
      </div>
    </div>
  );
}
