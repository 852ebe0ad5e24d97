import { MAX_COMPARED_DEALS, MIN_COMPARED_DEALS } from "@academy/widgets";
import { useState } from "react";

/**
 * The deals picked for comparison, in the order picked, limited to `MAX_COMPARED_DEALS`;
 * picks of deals no longer listed (deleted elsewhere) drop out.
 */
export function useDealPicks(listedIds: readonly number[]) {
  const [picked, setPicked] = useState<number[]>([]);
  const ids = picked.filter((id) => listedIds.includes(id));
  return {
    ids,
    full: ids.length >= MAX_COMPARED_DEALS,
    enough: ids.length >= MIN_COMPARED_DEALS && ids.length <= MAX_COMPARED_DEALS,
    set(id: number, pick: boolean) {
      setPicked((current) => {
        const without = current.filter((picked) => picked !== id);
        if (!pick) return without;
        return without.length >= MAX_COMPARED_DEALS ? current : [...without, id];
      });
    },
  };
}
